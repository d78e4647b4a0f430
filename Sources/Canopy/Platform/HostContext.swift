/// What code running for a host knows about it without being told: the platform it
/// simulates, and the clock its timers run on. Kept in a task-local value, not a process-wide variable, so two hosts on
/// different platforms can run side by side (Swift Testing runs suites in parallel, and their
/// tasks interleave at every `await`): a host's updates and actions run inside its value, and
/// the tasks its views start inherit it, so after any `await` they still see their own host.
enum HostContext {
    /// The platform of the host whose update, action or task is running, if any.
    @TaskLocal static var platform: Platform?

    /// Runs `body` as code of a host simulating `platform` whose timers run on `clock`.
    @MainActor static func running<T>(
        on platform: Platform, clock: HostClock?, _ body: () throws -> T
    ) rethrows -> T {
        try withClock(clock) {
            if HostContext.platform == platform { return try body() }
            return try $platform.withValue(platform, operation: body)
        }
    }

    /// Runs `body` with `clock` as the clock Combine's timers connected in it run on.
    @MainActor private static func withClock<T>(_ clock: HostClock?, _ body: () throws -> T)
        rethrows -> T
    {
        #if canImport(Darwin)
            return try body()
        #else
            guard let clock, _TimerClock.current !== clock else { return try body() }
            return try _TimerClock.$current.withValue(clock, operation: body)
        #endif
    }
}
