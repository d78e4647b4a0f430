#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    import Foundation
#endif

/// The lock guarding the module's internal state: a bare pthread mutex where there is one,
/// `NSLock` elsewhere.
///
/// Every subscription makes a few of these, and `NSLock` is costly to make on Linux (an object
/// plus a mutex and a condition for timed waits), so subscribing and cancelling, which views
/// do each time they are evaluated, spends noticeably less with this.
final class Lock: @unchecked Sendable {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

        init() { pthread_mutex_init(mutex, nil) }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func lock() { pthread_mutex_lock(mutex) }
        func unlock() { pthread_mutex_unlock(mutex) }
    #else
        private let base = NSLock()

        func lock() { base.lock() }
        func unlock() { base.unlock() }
    #endif
}
