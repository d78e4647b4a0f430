import Canopy
import Foundation

extension FuzzViewContainer {
    /// Whether the node is a picker (D105) rather than a modifier on its subtree.
    var isPicker: Bool { self == .menuPicker || self == .segmentedPicker || self == .inlinePicker }

    /// The containers a node wraps its subtree in, pickers aside: the generator draws a picker
    /// with a weight of its own.
    static let collecting: [FuzzViewContainer] = [.badge, .toolbar, .sheet, .tabItems, .tabs]
    /// The picker styles the generator draws among.
    public static let pickers: [FuzzViewContainer] = [.menuPicker, .segmentedPicker, .inlinePicker]

    /// How many options the picker of node `id` offers: two or three, from the node's id, so
    /// the shrinker (which keeps ids) keeps them.
    static func optionCount(_ id: Int) -> Int { id.isMultiple(of: 2) ? 2 : 3 }

    /// The title of the picker with `identity`, which steps pick in.
    static func pickerLabel(_ identity: String) -> String { "P" + identity }

    /// The text of option `index` of the picker of node `id`.
    static func optionLabel(_ id: Int, _ index: Int) -> String { "m\(id)#\(index)" }

    /// The text below the picker of node `id`: its selection and the node's value.
    static func selectionText(_ id: Int, selection: Int, value: Int) -> String {
        "n\(id) \(selection) \(value)"
    }

    /// The oracle's and a fresh mount's key for the selection of the picker `identity`.
    static func pickKey(_ identity: String) -> String { identity + "$pick" }

    /// The picker's style (and for segments the hidden label) as Swift source.
    var pickerStyleSource: String {
        switch self {
        case .segmentedPicker: return ".pickerStyle(.segmented).labelsHidden()"
        case .inlinePicker: return ".pickerStyle(.inline)"
        default: return ".pickerStyle(.menu)"
        }
    }
}

/// A generated picker (``FuzzViewContainer/menuPicker``, ``FuzzViewContainer/segmentedPicker``,
/// ``FuzzViewContainer/inlinePicker``) above a text of its selection and the value, then the
/// subtree. The selection is `@State` started from the context's seeds, as a tab view's is, so
/// a fresh mount starts on the option the updated host shows. Every option is mounted (D105:
/// a menu's and the segments' are not placed, an inline picker's are).
struct FuzzPickerNode: View {
    let frame: FuzzView
    let style: FuzzViewContainer
    let value: Int
    let child: FuzzNode
    @State private var selection: Int
    @StateObject private var birth: FuzzBirth

    init(frame: FuzzView, style: FuzzViewContainer, value: Int, child: FuzzNode) {
        self.frame = frame
        self.style = style
        self.value = value
        self.child = child
        let key = FuzzViewContainer.pickKey(frame.identity)
        _selection = State(initialValue: frame.context.seeds[key] ?? 0)
        _birth = StateObject(wrappedValue: FuzzBirth(key, context: frame.context))
    }

    var body: some View {
        let id = frame.node.id
        VStack {
            switch style {
            // Without its label (on a Mac it leads the segments), the frame is the segments
            // a tap step divides (D105).
            case .segmentedPicker: picker(id).pickerStyle(.segmented).labelsHidden()
            case .inlinePicker: picker(id).pickerStyle(.inline)
            default: picker(id).pickerStyle(.menu)
            }
            Text(FuzzViewContainer.selectionText(id, selection: selection, value: value))
            frame.view(child)
        }
    }

    private func picker(_ id: Int) -> some View {
        Picker(FuzzViewContainer.pickerLabel(frame.identity), selection: $selection) {
            ForEach(0..<FuzzViewContainer.optionCount(id), id: \.self) { index in
                Text(FuzzViewContainer.optionLabel(id, index)).tag(index)
            }
        }
    }
}

/// Where a person touches segment `index` of the segmented picker titled `label`: the centre
/// of its equal share of the control (D105, `PickerNode.controlBox`: a generated segmented
/// picker hides its label, so on every platform its frame is its segments), read from the
/// host's frames; `nil` when the host shows no such picker.
@MainActor
public func fuzzSegmentCentre(
    _ index: Int, of count: Int, inPicker label: String, on host: ViewHost
)
    -> CGPoint?
{
    let rendered = host.render(RenderOptions(showsFrames: true))
    let title = "Picker \"\(label)\" "
    guard let line = rendered.split(separator: "\n").first(where: { $0.contains(title) }),
        let open = line.range(of: "@(", options: .backwards)
    else { return nil }
    let numbers = line[open.upperBound...].split { " ,×)".contains($0) }.compactMap {
        Double($0)
    }
    guard numbers.count == 4 else { return nil }
    let share = numbers[2] / Double(count)
    return CGPoint(x: numbers[0] + share * (Double(index) + 0.5), y: numbers[1] + numbers[3] / 2)
}

/// What a step can pick in one reachable generated picker (D105).
public struct FuzzPickerTarget: Sendable, Hashable {
    /// The key of its selection in the oracle (``FuzzViewContainer/pickKey(_:)``).
    public var key: String
    /// How many options it offers.
    public var options: Int
    /// Whether it is segmented, so a step may tap a segment.
    public var segmented: Bool

    /// A picker of `options` options whose selection the oracle keeps under `key`.
    public init(key: String, options: Int, segmented: Bool) {
        self.key = key
        self.options = options
        self.segmented = segmented
    }
}
