/// An animation whose parameters can be wrong (a negative duration, a speed that is not a
/// number): the engine names the problem in a diagnostic when a change uses it (issue 38,
/// bad input), and the animation runs as its documentation says it treats such a value.
protocol AnimationParameterChecking {
    /// What is wrong with the parameters, or `nil`.
    var parameterProblem: String? { get }
}

extension Animation {
    /// What is wrong with this animation's parameters or those of the animations it wraps.
    var parameterProblem: String? { (base as? any AnimationParameterChecking)?.parameterProblem }
}

extension BezierAnimation: AnimationParameterChecking {
    var parameterProblem: String? {
        duration >= 0
            ? nil : "a duration of \(ValueFormatter.format(duration)) seconds (taken as 0)"
    }
}

extension DelayAnimation: AnimationParameterChecking {
    var parameterProblem: String? {
        if requestedDelay.isNaN || requestedDelay < 0 {
            return "a delay of \(ValueFormatter.format(requestedDelay)) seconds (taken as 0)"
        }
        return base.parameterProblem
    }
}

extension SpeedAnimation: AnimationParameterChecking {
    var parameterProblem: String? {
        if requestedSpeed.isNaN || requestedSpeed <= 0 {
            return "a speed of \(ValueFormatter.format(requestedSpeed)) (the animation never moves)"
        }
        return base.parameterProblem
    }
}
