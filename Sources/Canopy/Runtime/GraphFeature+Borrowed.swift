/// The per-node events, called on a feature borrowed from its unretained reference (see
/// ``GraphFeatures/Subscriber``): opened through the feature's type, so the call goes to the
/// concrete class with no retain and release of it around each event.
///
/// Valid only while the graph's ``GraphFeatures/all`` keeps the feature alive, which it does
/// for the graph's life.
extension GraphFeature {
    /// The feature `object` refers to, retained.
    static func retained(_ object: Unmanaged<AnyObject>) -> any GraphFeature {
        unsafeDowncast(object.takeUnretainedValue(), to: Self.self)
    }

    /// ``nodeDidAttach(_:)`` on the feature `object` refers to.
    static func hearAttach(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) {
        object.borrowing { unsafeDowncast($0, to: Self.self).nodeDidAttach(node) }
    }

    /// ``shouldEvaluate(_:)`` on the feature `object` refers to.
    static func hearHoldBack(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) -> Bool {
        object.borrowing { unsafeDowncast($0, to: Self.self).shouldEvaluate(node) }
    }

    /// ``nodeDidEvaluate(_:firstTime:)`` on the feature `object` refers to.
    static func hearEvaluation(_ object: Unmanaged<AnyObject>, _ node: _ViewNode, _ firstTime: Bool)
    {
        object.borrowing {
            unsafeDowncast($0, to: Self.self).nodeDidEvaluate(node, firstTime: firstTime)
        }
    }

    /// ``nodeWasInvalidated(_:)`` on the feature `object` refers to.
    static func hearInvalidation(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) {
        object.borrowing {
            unsafeDowncast($0, to: Self.self).nodeWasInvalidated(node)
        }
    }

    /// ``childrenWillChange(of:to:)`` on the feature `object` refers to.
    static func hearChildrenChange(
        _ object: Unmanaged<AnyObject>, _ node: _ViewNode, _ new: [_ViewNode]
    ) {
        object.borrowing {
            unsafeDowncast($0, to: Self.self).childrenWillChange(of: node, to: new)
        }
    }

    /// ``subtreeWillUnmount(_:)`` on the feature `object` refers to.
    static func hearSubtreeUnmount(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) {
        object.borrowing {
            unsafeDowncast($0, to: Self.self).subtreeWillUnmount(node)
        }
    }

    /// ``nodeDidUnmount(_:)`` on the feature `object` refers to.
    static func hearUnmount(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) {
        object.borrowing { unsafeDowncast($0, to: Self.self).nodeDidUnmount(node) }
    }

    /// ``nodeWillBeFreed(_:)`` on the feature `object` refers to.
    static func hearTeardown(_ object: Unmanaged<AnyObject>, _ node: _ViewNode) {
        object.borrowing { unsafeDowncast($0, to: Self.self).nodeWillBeFreed(node) }
    }
}

extension Unmanaged {
    /// Calls `body` with the instance, borrowed: neither retained nor released around it.
    ///
    /// `_withUnsafeGuaranteedRef` itself, called with a main-actor closure, checked the executor
    /// on every call (the standard library is built in the Swift 5 mode, so a closure handed to
    /// it gets a dynamic isolation check); through this wrapper, built in Swift 6 mode, the
    /// closure it hands on is not isolated.
    @inline(__always) nonisolated func borrowing<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef { body($0) }
    }
}
