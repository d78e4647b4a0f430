/// What kind of text a field holds, so the system can offer to fill it in (iOS).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public let rawValue: String
    /// A content type from its raw name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
}

extension UITextContentType: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension View {
    /// Says what kind of text the fields in this view hold (recorded).
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        attribute("textContentType", textContentType)
    }

    /// Turns autocorrection off for text fields in this view and below: the name older code
    /// uses for ``autocorrectionDisabled(_:)``.
    public func disableAutocorrection(_ disable: Bool?) -> some View {
        autocorrectionDisabled(disable ?? false)
    }
}
