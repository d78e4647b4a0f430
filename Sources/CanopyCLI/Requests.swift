import Canopy

/// What `canopy run` runs: which app, on which platform, and the steps to apply.
public struct RunRequest: Equatable, Sendable {
    /// The app playground's name.
    public var app: String
    /// The simulated platform; the app's own when `nil`.
    public var platform: Platform?
    /// ASCII frames and guides.
    public var ascii = false
    /// Each window's view tree instead of what a person sees.
    public var tree = false
    /// What to do, in order.
    public var steps: [AppStep] = []
    /// Whether to read more steps from standard input, a line at a time, after `steps`.
    public var interactive = false
    /// Whether to print one HTML page with the app on every platform, after the steps.
    public var html = false
    /// Each window laid out and drawn on a character grid (`--grid`, D20).
    public var grid = false
    /// On the grid, shapes filled with `░` (`--fill`).
    public var fillsShapes = false
    /// On the grid, every view outlined (`--boxes`).
    public var drawsBoxes = false

    /// How the windows are drawn: as a person sees them, as trees or on the grid.
    public var renderOptions: RenderOptions {
        RenderOptions(
            ascii: ascii, windowContent: tree ? .tree : grid ? .grid : .screen,
            fillsShapes: fillsShapes, drawsBoxes: drawsBoxes)
    }

    /// A request to launch `app`.
    public init(
        app: String, platform: Platform? = nil, ascii: Bool = false, steps: [AppStep] = [],
        interactive: Bool = false
    ) {
        self.app = app
        self.platform = platform
        self.ascii = ascii
        self.steps = steps
        self.interactive = interactive
    }
}

/// What `canopy render` renders: which playground, how, and on what simulated window.
public struct RenderRequest: Equatable, Sendable {
    /// The playground's name.
    public var playground: String
    /// What the rendered tree shows.
    public var options: RenderOptions
    /// The simulated platform; the playground's own when `nil`.
    public var platform: Platform?
    /// The simulated window size; the platform's default when `nil`.
    public var windowSize: WindowSize?
    /// Text, Graphviz DOT or JSON.
    public var format: RenderFormat
    /// The window laid out and drawn on a character grid (`--grid`, D20) instead of the tree;
    /// `options` then says whether shapes are filled and every view outlined.
    public var grid = false
    /// Seconds to let pass on the window's clock before rendering (`--at 0.25s`, D30): what
    /// animates from the view's appearance shows its value at that time.
    public var time: Double?

    /// A request to render `playground` with default options on its own platform.
    public init(
        playground: String, options: RenderOptions = RenderOptions(), platform: Platform? = nil,
        windowSize: WindowSize? = nil, format: RenderFormat = .text
    ) {
        self.playground = playground
        self.options = options
        self.platform = platform
        self.windowSize = windowSize
        self.format = format
    }
}
