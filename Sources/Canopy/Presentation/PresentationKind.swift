/// What kind of presentation a view shows over its content: decides whether the content stays
/// reachable (a sheet) or only the presentation's buttons are (a modal alert or dialog), and
/// how renderers name it.
enum PresentationKind: String, Sendable, Hashable {
    case sheet
    case fullScreenCover
    case popover
    case alert
    case confirmationDialog

    /// Whether only the presentation can be reached while it shows.
    var isModal: Bool { self == .alert || self == .confirmationDialog }

    /// The section label in a rendered tree (`.sheet`, `.alert`).
    var sectionLabel: String { rawValue }

    /// The box title on screen.
    var screenTitle: String {
        switch self {
        case .sheet: "Sheet"
        case .fullScreenCover: "Full screen cover"
        case .popover: "Popover"
        case .alert: "Alert"
        case .confirmationDialog: "Confirmation dialog"
        }
    }
}
