@_spi(Reflection) import Swift

/// What the runtime needs to know about a view (or modifier, or dynamic property) type,
/// computed once per type from the standard library's field reflection and cached: where its
/// dynamic properties live, and how to compare two values field by field.
///
/// Field offsets come from `_forEachField`, the stdlib's own field walker (the machinery under
/// `Mirror`). Canopy reads no type metadata itself, and nothing is reflected per evaluation.
@MainActor
final class TypeFields {
    // Main-actor function types, like the closures stored in them: a closure made on the main
    // actor and stored as a nonisolated function type checks its executor on every call.
    typealias Installer =
        @MainActor (UnsafeMutableRawPointer, inout PropertyInstallContext) ->
        Void
    typealias Comparator = @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    private(set) var installers: [Installer] = []
    /// `nil` when some field cannot be compared (a closure, an existential, an enum with
    /// payloads): values of the type then always count as changed.
    private(set) var comparators: [Comparator]? = []
    /// `==` on whole values, when the type is `Equatable`: found once per type, instead of a
    /// cast to `any Equatable` (a conformance lookup and a boxed copy) per comparison.
    private let equatable: Comparator?
    var hasDynamicProperties: Bool { !installers.isEmpty }
    /// How many `@Environment` and `@State` properties the type has: room reserved for their
    /// reads (one each, in the common case).
    private(set) var readingProperties = 0

    @exclusivity(unchecked) private static var cache = TypeTable<TypeFields>()

    static func of(_ type: Any.Type) -> TypeFields {
        if let fields = cache[type] { return fields }
        let fields = TypeFields(type)
        cache[type] = fields
        return fields
    }

    private init(_ type: Any.Type) {
        equatable = (type as? any Equatable.Type).map {
            Self.makeEquatableComparator($0, offset: 0)
        }
        let walked = _forEachField(of: type, options: []) { name, offset, fieldType, kind in
            installers += Self.installer(
                for: fieldType, offset: offset, name: String(cString: name))
            if fieldType is any EnvironmentProperty.Type || fieldType is any StateProperty.Type {
                readingProperties += 1
            }
            if comparators != nil {
                if let comparator = Self.comparator(for: fieldType, kind: kind, offset: offset) {
                    comparators?.append(comparator)
                } else {
                    comparators = nil
                }
            }
            return true
        }
        if !walked { comparators = nil }
    }

    func install<T>(into value: inout T, context: inout PropertyInstallContext) {
        guard !installers.isEmpty else { return }
        withUnsafeMutableBytes(of: &value) { buffer in
            let base = buffer.baseAddress!
            for installer in installers { installer(base, &context) }
        }
    }

    /// Whether the type is a struct, learnt from the first value compared. The field walker
    /// reports success with no fields for enums and tuples, which would make any two values
    /// "equal": only structs are compared field by field.
    private var isStruct: Bool?

    /// Whether two values of the type are the same input: by `==` for an `Equatable` type,
    /// otherwise field by field (see ``fieldsEqual(_:_:)``).
    func valuesEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        guard let equatable else { return fieldsEqual(lhs, rhs) }
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return true }
                return equatable(l, r)
            }
        }
    }

    func fieldsEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        guard let comparators else { return false }
        if isStruct == nil { isStruct = Mirror(reflecting: lhs).displayStyle == .struct }
        guard isStruct == true else { return false }
        return withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                guard let l = left.baseAddress, let r = right.baseAddress else { return true }
                for compare in comparators where !compare(l, r) { return false }
                return true
            }
        }
    }

    private static func installer(for fieldType: Any.Type, offset: Int, name: String)
        -> [Installer]
    {
        if let builtIn = fieldType as? any InstalledProperty.Type {
            return [makeInstaller(builtIn, offset: offset, name: name)]
        }
        guard let property = fieldType as? any DynamicProperty.Type else { return [] }
        return [makeNestedInstaller(property, offset: offset)]
    }

    private static func makeInstaller<P: InstalledProperty>(_: P.Type, offset: Int, name: String)
        -> Installer
    {
        // The name a person wrote (`count` for `@State var count`), without the wrapper's `_`,
        // handed only to the properties that keep it: setting it costs on every evaluation.
        let propertyName =
            P.wantsPropertyName
            ? PropertyName(name.hasPrefix("_") ? String(name.dropFirst()) : name) : nil
        if let inPlace = P.inPlaceInstaller {
            return { base, context in
                if let propertyName { context.propertyName = propertyName }
                inPlace.install(at: base + offset, &context)
            }
        }
        return { base, context in
            let field = (base + offset).assumingMemoryBound(to: P.self)
            if let propertyName { context.propertyName = propertyName }
            field.pointee.install(&context)
            field.pointee.update()
        }
    }

    /// A user's dynamic property: the properties it holds, then its `update()`.
    private static func makeNestedInstaller<P: DynamicProperty>(_: P.Type, offset: Int)
        -> Installer
    {
        { base, context in
            let field = (base + offset).assumingMemoryBound(to: P.self)
            TypeFields.of(P.self).install(into: &field.pointee, context: &context)
            field.pointee.update()
        }
    }

    private static func comparator(for fieldType: Any.Type, kind: _MetadataKind, offset: Int)
        -> Comparator?
    {
        if let custom = fieldType as? any _InputComparable.Type {
            return makeCustomComparator(custom, offset: offset)
        }
        if let equatable = fieldType as? any Equatable.Type {
            return makeEquatableComparator(equatable, offset: offset)
        }
        if kind == .class {
            return { l, r in
                l.load(fromByteOffset: offset, as: UInt.self)
                    == r.load(fromByteOffset: offset, as: UInt.self)
            }
        }
        if kind == .struct {
            return makeNestedComparator(fieldType, offset: offset)
        }
        return nil
    }

    private static func makeCustomComparator<F: _InputComparable>(_: F.Type, offset: Int)
        -> Comparator
    {
        { l, r in
            F._inputsEqual(
                (l + offset).assumingMemoryBound(to: F.self).pointee,
                (r + offset).assumingMemoryBound(to: F.self).pointee)
        }
    }

    private static func makeEquatableComparator<F: Equatable>(_: F.Type, offset: Int)
        -> Comparator
    {
        { l, r in
            (l + offset).assumingMemoryBound(to: F.self).pointee
                == (r + offset).assumingMemoryBound(to: F.self).pointee
        }
    }

    private static func makeNestedComparator(_ type: Any.Type, offset: Int) -> Comparator? {
        func open<F>(_: F.Type) -> Comparator? {
            let nested = TypeFields.of(F.self)
            guard nested.comparators != nil else { return nil }
            return { l, r in
                nested.fieldsEqual(
                    (l + offset).assumingMemoryBound(to: F.self).pointee,
                    (r + offset).assumingMemoryBound(to: F.self).pointee)
            }
        }
        return open(type)
    }
}
