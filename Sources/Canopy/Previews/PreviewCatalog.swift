import CanopyRuntimeShims

/// One preview found in the running program: a `#Preview` declaration or a `PreviewProvider`.
@MainActor
public struct PreviewEntry: Identifiable {
    /// The preview's name: its `#Preview` name, else `File.swift:line`; a provider's type name.
    public let name: String
    /// Where it is declared: `Module/File.swift:12`, or the provider's type.
    public let source: String
    /// The traits it was declared with.
    public let traits: [String]
    private let makeView: @MainActor () -> AnyView

    /// The name, which `canopy previews` takes.
    public nonisolated var id: String { source }

    /// The preview's view.
    public func makeContent() -> AnyView { makeView() }

    /// Mounts the preview in a host on `platform`.
    public func makeHost(platform: Platform = .macOS) -> ViewHost {
        ViewHost(makeView(), platform: platform)
    }

    init(
        name: String, source: String, traits: [String], makeView: @escaping @MainActor () -> AnyView
    ) {
        self.name = name
        self.source = source
        self.traits = traits
        self.makeView = makeView
    }
}

/// The previews of the running program, found at run time: every `#Preview` and every
/// `PreviewProvider` in the loaded modules, sorted by where they are declared.
public enum PreviewCatalog {
    /// Every preview, `#Preview`s by file and line, then providers by type name.
    @MainActor public static func all() -> [PreviewEntry] {
        var entries: [(file: String, line: Int, entry: PreviewEntry)] = []
        for type in RuntimeConformances.types(conformingTo: canopy_preview_registry_descriptor()) {
            guard let registry = type as? any _PreviewRegistry.Type else { continue }
            let preview = registry.makePreview()
            let file =
                registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
            entries.append(
                (
                    registry.fileID, registry.line,
                    PreviewEntry(
                        name: preview.name ?? "\(file):\(registry.line)",
                        source: "\(registry.fileID):\(registry.line)",
                        traits: preview.traits.map(\.description),
                        makeView: { registry.makePreview().makeView() })
                ))
        }
        entries.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        var providers: [PreviewEntry] = []
        for type in RuntimeConformances.types(conformingTo: canopy_preview_provider_descriptor()) {
            guard let provider = type as? any PreviewProvider.Type else { continue }
            let name = displayName(of: provider)
            providers.append(
                PreviewEntry(
                    name: name, source: _typeName(provider, qualified: true), traits: [],
                    makeView: { AnyView(provider.previews) }))
        }
        return entries.map(\.entry) + providers.sorted { $0.source < $1.source }
    }
}

extension ViewHost {
    /// Mounts a preview provider's previews, every one of them, on `platform`.
    public convenience init<P: PreviewProvider>(
        previewsOf provider: P.Type, platform: Platform = .macOS
    ) {
        self.init(P.previews, platform: platform)
    }
}
