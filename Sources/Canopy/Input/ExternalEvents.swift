import Foundation

/// A state of the app a person can pick up elsewhere (Handoff, Spotlight): its type, title and
/// information. Canopy keeps it in memory; ``ViewHost/advertisedUserActivities`` reads what the
/// views advertise, and ``ViewHost/continueUserActivity(_:)`` hands one to the views.
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The activity's type: `com.example.viewing-item`.
    public let activityType: String
    /// A title a person reads.
    open var title: String?
    /// The information needed to continue it.
    open var userInfo: [AnyHashable: Any]?
    /// A web page that continues it where the app is not installed.
    open var webpageURL: URL?
    /// Whether it can be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether it is indexed for search on the device.
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Words search matches it by.
    open var keywords: Set<String> = []
    /// An identifier the continuing scene matches against `handlesExternalEvents`.
    open var targetContentIdentifier: String?
    /// Whether its information must be asked for again.
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }

    /// Makes it the device's current activity (Canopy has no device to tell).
    open func becomeCurrent() {}
    /// Stops it being current.
    open func resignCurrent() {}
    /// Ends it.
    open func invalidate() {}
}

/// `onOpenURL`: an action that hears the URLs the app is asked to open (D84).
nonisolated struct _OpenURLHandlerModifier: ViewModifier, ExternalEventModifier {
    typealias Body = Never
    let action: (URL) -> Void

    @MainActor func handle(_ event: ExternalEvent) -> Bool {
        guard case .url(let url) = event else { return false }
        action(url)
        return true
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".onOpenURL")
    }
}

/// `onContinueUserActivity`: an action for activities of one type (D84).
nonisolated struct _ContinueActivityModifier: ViewModifier, ExternalEventModifier {
    typealias Body = Never
    let activityType: String
    let action: (NSUserActivity) -> Void

    @MainActor func handle(_ event: ExternalEvent) -> Bool {
        guard case .activity(let activity) = event, activity.activityType == activityType
        else { return false }
        action(activity)
        return true
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".onContinueUserActivity(\(quoted(activityType)))")
    }
}

/// `userActivity`: an activity the view advertises while active, filled in by `update`
/// (D84).
nonisolated struct _UserActivityModifier: ViewModifier, ExternalEventModifier {
    typealias Body = Never
    let activityType: String
    let isActive: Bool
    let update: (NSUserActivity) -> Void

    @MainActor func handle(_ event: ExternalEvent) -> Bool {
        guard case .advertise(let collect) = event, isActive else { return false }
        let activity = NSUserActivity(activityType: activityType)
        update(activity)
        collect.activities.append(activity)
        return true
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(
            ".userActivity(\(quoted(activityType))" + (isActive ? "" : ", isActive: false") + ")")
    }
}

/// What the host hands the views from outside the app.
enum ExternalEvent {
    case url(URL)
    case activity(NSUserActivity)
    case advertise(AdvertisedActivities)
}

/// The activities the views advertise, collected.
final class AdvertisedActivities {
    var activities: [NSUserActivity] = []
}

/// A built-in modifier that hears external events.
protocol ExternalEventModifier: PrimitiveModifier {
    @MainActor func handle(_ event: ExternalEvent) -> Bool
}

/// A node that hears external events.
@MainActor
protocol ExternalEventHandling: _ViewNode {
    func handle(_ event: ExternalEvent) -> Bool
}

extension PrimitiveModifierNode: ExternalEventHandling where Modifier: ExternalEventModifier {
    func handle(_ event: ExternalEvent) -> Bool { currentModifier.handle(event) }
}

extension View {
    /// Runs `action` with each URL the app is asked to open while this view is shown (a link
    /// into the app, ``ViewHost/openIncomingURL(_:)``). Every handler in the window hears it,
    /// in tree order (D84).
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(_OpenURLHandlerModifier(action: action))
    }

    /// Whether links this view opens prefer the app's own browser (visionOS and iOS 26;
    /// recorded: Canopy opens no browser).
    public func onOpenURL(prefersInApp: Bool) -> some View {
        recordCall("onOpenURL", ("prefersInApp", prefersInApp))
    }

    /// Which external events (URLs, activities) the scene of this view prefers and allows
    /// (recorded: a Canopy host delivers them to the window it is asked to).
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>)
        -> some View
    {
        recordCall(
            "handlesExternalEvents", ("preferring", preferring.sorted()),
            ("allowing", allowing.sorted()))
    }

    /// Runs `action` with an activity of `activityType` handed to the app while this view is
    /// shown (``ViewHost/continueUserActivity(_:)``, D84).
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        modifier(_ContinueActivityModifier(activityType: activityType, action: action))
    }

    /// Advertises an activity of `activityType` while `isActive`, filled in by `update` when
    /// it is read (``ViewHost/advertisedUserActivities``, D84).
    public func userActivity(
        _ activityType: String, isActive: Bool = true,
        _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        modifier(
            _UserActivityModifier(activityType: activityType, isActive: isActive, update: update))
    }

    /// Advertises an activity of `activityType` while `element` is not `nil`, filled in by
    /// `update` with it (D84).
    public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        modifier(
            _UserActivityModifier(
                activityType: activityType, isActive: element != nil,
                update: { activity in if let element { update(element, activity) } }))
    }
}

extension ViewHost {
    /// Asks the app to open `url` as a link into it would, then flushes: every `onOpenURL`
    /// handler shown in the window runs, in tree order (D84). Returns whether one did.
    @discardableResult
    public func openIncomingURL(_ url: URL) -> Bool {
        deliverExternal(.url(url))
    }

    /// Hands `activity` to the window, as Handoff or a search result would, then flushes:
    /// every `onContinueUserActivity` of its type shown runs (D84). Returns whether one did.
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        deliverExternal(.activity(activity))
    }

    /// The activities the shown views advertise now (`userActivity` while active), each
    /// filled in by its update, in tree order (D84).
    public var advertisedUserActivities: [NSUserActivity] {
        let collected = AdvertisedActivities()
        _ = deliverExternal(.advertise(collected))
        return collected.activities
    }

    private func deliverExternal(_ event: ExternalEvent) -> Bool {
        flush()
        var handled = false
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let handler = node as? any ExternalEventHandling, handler.handle(event) {
                handled = true
            }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        flush()
        return handled
    }
}
