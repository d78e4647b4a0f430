/// A node that holds a view value of a known type and decides, when a re-evaluated parent
/// hands it a new value, whether anything changed.
@MainActor
class TypedNode<V: View>: _ViewNode {
    /// Not optional: in unspecialised generic code every access to a `V?` looks up the
    /// metadata of `Optional<V>`, which cost a fifth of a teardown. Deep view values are freed
    /// one level at a time by freeing the nodes themselves top-down (see
    /// ``ViewGraph/unmount(_:)``).
    @exclusivity(unchecked) private var storedView: V

    init(_ view: V) {
        storedView = view
        super.init()
    }

    override final var viewType: Any.Type { V.self }

    /// Called by ``_ViewNode/reconcile(_:with:)`` only after it checked that `Child` is `V`.
    override final func receiveValue<Child: View>(_ view: Child) {
        receive(unsafeBitCast(view, to: V.self))
    }

    /// The current view value. Yielded, not returned: `view.title` then reads one field in
    /// place instead of copying (and retaining everything in) the whole value first.
    var view: V { _read { yield storedView } }

    /// Takes a new value from outside the parent's evaluation (a container refreshing one of
    /// its levels): the node is queued, so it runs in tree order, after anything above it.
    final func replaceView(_ newView: V) {
        storedView = newView
        graph.invalidate(self)
        graph.requestFlush()
    }

    /// Takes a new value from the parent. An equal value (by `==`, or field by field) leaves
    /// the node untouched unless one of its dependencies already invalidated it.
    final func receive(_ newView: V) {
        if !isDirty {
            if ViewInputs.equal(view, newView) { return }
            isDirty = true
        }
        storedView = newView
        graph.push(self)
    }
}

extension _ViewNode {
    /// Installs `value`'s dynamic properties (found once per type), recording what they read.
    /// Returns `false` when the value cannot be evaluated (a missing environment object), after
    /// showing the failure in its place.
    func installDynamicProperties<T>(into value: inout T) -> Bool {
        let fields = TypeFields.of(T.self)
        guard fields.hasDynamicProperties else { return true }
        var context = PropertyInstallContext(node: self)
        // An `@Environment` property reads one value, and a `@State` one its location when the
        // body reads it: room for them all at once, instead of growing the list one read at a
        // time (and, past its capacity, to twice the records a view needs).
        if dependencies.records.capacity < fields.readingProperties {
            dependencies.records.reserveCapacity(fields.readingProperties)
        }
        // As the reader: state a wrapper's `update()` reads makes the view depend on it.
        graph.reading(as: self) { fields.install(into: &value, context: &context) }
        guard let failure = context.failure else { return true }
        showFailure(failure)
        return false
    }
}

extension _ViewNode {
    /// Installs `value`'s dynamic properties into a copy of it, evaluates `body` on the copy while
    /// recording what it reads, and reconciles the result as the node's only child: the one way
    /// a view, an app, a scene or commands with a body are evaluated.
    ///
    /// The value is copied once per evaluation, by the caller: this takes that copy over and
    /// installs into it, and the body reads it in place. (A borrowed parameter copied into a
    /// `var`, then the `var` copied again for the call inside the closure, made three copies,
    /// each retaining every reference the view holds: a leaf's strings, key paths and state.)
    func evaluateBody<Value, Result: View>(of value: consuming Value, _ body: (Value) -> Result) {
        var copy = consume value
        guard installDynamicProperties(into: &copy) else { return }
        let installed = consume copy
        let result = graph.evaluatingBody(of: self) { body(installed) }
        reconcileSingleChild(result)
    }
}

/// The node of a view with a `body`: installs the view's dynamic properties into a copy of the
/// value, evaluates `body` while recording what it reads, and reconciles the result.
@MainActor
final class CompositeNode<V: View>: TypedNode<V>, BodyEvaluatingNode {
    override func evaluate() { evaluateBody(of: view) { $0.body } }
}
