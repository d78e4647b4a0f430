/// What kind of element an accessibility element is and how it behaves, as assistive
/// technologies announce it: a button, a header, selected, an image… A set: several traits go
/// together (`[.isButton, .isSelected]`).
///
/// Built-in views give their elements traits (`Text` is static text, `Button` a button, A3);
/// ``View/accessibilityAddTraits(_:)`` and ``View/accessibilityRemoveTraits(_:)`` change them
/// on the way up (A8).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    /// One bit per trait, in the order of ``all``.
    private var bits: UInt32

    private init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// A button: activating it performs an action.
    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    /// A header dividing content into sections.
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    /// Currently selected.
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    /// A summary of the app's state when it starts.
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    /// Its label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    /// Activating it starts a media session.
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    /// Takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    /// A modal view: assistive technologies ignore what is behind it.
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    /// Every trait with its member name, in declaration order.
    static let all: [(AccessibilityTraits, String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"),
        (.isLink, "isLink"), (.isSearchField, "isSearchField"), (.isImage, "isImage"),
        (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
        (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"),
        (.isTabBar, "isTabBar"),
    ]

    /// The member names of the traits in the set (`["isButton", "isSelected"]`), in
    /// declaration order.
    public var names: [String] { Self.all.filter { contains($0.0) }.map(\.1) }

    /// The names as the accessibility rendering writes them (D48): without `is` and with a
    /// lowercase first letter (`isButton` → `button`).
    var renderedNames: [String] {
        names.map { name in
            guard name.hasPrefix("is"), name.count > 2 else { return name }
            let rest = name.dropFirst(2)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
    }

    // MARK: SetAlgebra

    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool {
        bits & member.bits == member.bits
    }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits | other.bits)
    }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits & other.bits)
    }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }
    /// Adds `newMember`; reports whether it was already there.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (
        inserted: Bool, memberAfterInsert: AccessibilityTraits
    ) {
        let had = contains(newMember)
        bits |= newMember.bits
        return (!had, newMember)
    }
    /// Removes `member`; returns it when it was there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let had = intersection(member)
        bits &= ~member.bits
        return had.isEmpty ? nil : had
    }
    /// Adds `newMember`; returns it when it was already there.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        bits ^= other.bits
    }
}

extension AccessibilityTraits: CustomStringConvertible {
    /// `[isButton, isSelected]`.
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
