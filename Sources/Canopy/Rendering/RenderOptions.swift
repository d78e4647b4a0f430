/// What the tree renderer shows.
public struct RenderOptions: Sendable, Hashable {
    /// Annotates each line with the environment values that view read (`env colorScheme=dark`).
    public var showsEnvironment: Bool
    /// Annotates each line with the preference values its subtree produced
    /// (`pref navigationTitle="Movies"`); the window then observes every key written.
    public var showsPreferences: Bool
    /// Annotates each line with how many times that view's body ran (`evals=2`).
    public var showsEvaluationCounts: Bool
    /// Draws the indentation guides with ASCII characters instead of box-drawing ones.
    public var ascii: Bool
    /// Deeper lines stop indenting and show their depth (`⋮[250] Text "x"`), so a very deep tree
    /// renders in linear space.
    public var maxIndentDepth: Int

    /// Options with every annotation off and Unicode guides.
    public init(
        showsEnvironment: Bool = false, showsPreferences: Bool = false,
        showsEvaluationCounts: Bool = false, ascii: Bool = false,
        maxIndentDepth: Int = 64
    ) {
        self.showsEnvironment = showsEnvironment
        self.showsPreferences = showsPreferences
        self.showsEvaluationCounts = showsEvaluationCounts
        self.ascii = ascii
        self.maxIndentDepth = maxIndentDepth
    }
}
