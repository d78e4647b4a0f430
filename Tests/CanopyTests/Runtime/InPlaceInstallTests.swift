import CanopyTesting
import Testing

@testable import Canopy

/// The runtime's shortcuts for dynamic properties and for values held as `Any` give what the
/// general paths give: `@State` and `@Environment` installed in place, `castExactly`,
/// `EquatableTypes`.
@MainActor
@Suite("Machinery: in-place installs, exact casts, equality by type")
struct InPlaceInstallTests {
    struct Tiny: Equatable {
        var a: UInt8 = 1
        var b: UInt8 = 2
        var c: UInt8 = 3
    }
    struct Empty {}
    final class Box {}

    /// State of several sizes (an empty struct, one byte, three, four words) beside an
    /// environment read, each found at its own offset.
    struct Sizes: View {
        @State var flag = false
        @State var empty = Empty()
        @State var tiny = Tiny()
        @State var wide = (1, 2, 3, 4)
        @Environment(\.colorScheme) var scheme
        var body: some View {
            Button("\(flag) \(tiny.a)\(tiny.b)\(tiny.c) \(wide.3) \(scheme)") {
                flag.toggle()
                tiny.c += 1
                wide.3 += 1
            }
        }
    }

    @Test("State of any size is installed in place and keeps its values across evaluations")
    func stateSizes() throws {
        #expect(State<Bool>.inPlaceInstaller != nil)
        #expect(State<Empty>.inPlaceInstaller != nil)
        #expect(State<Tiny>.inPlaceInstaller != nil)
        #expect(State<(Int, Int, Int, Int)>.inPlaceInstaller != nil)
        #expect(Environment<ColorScheme>.inPlaceInstaller != nil)
        let host = ViewHost(Sizes())
        try host.tap("false 123 4 light")
        try host.tap("true 124 5 light")
        host.colorScheme = .dark
        host.flush()
        try host.tap("false 125 6 dark")
        #expect(host.controls(.button) == ["true 126 7 dark"])
    }

    @Test("castExactly gives what as! gives")
    func exactCast() {
        #expect(castExactly(5 as Any, to: Int.self) == 5)
        #expect(castExactly(5 as Any, to: Int?.self) == 5)
        #expect(castExactly(Int?.some(3) as Any, to: Int?.self) == 3)
        #expect(castExactly(Int?.none as Any, to: Int?.self) == nil)
    }

    @Test(
        "EquatableTypes.equalAny agrees with ValueEquality.equalAny, before and after it knows a type"
    )
    func equalityByType() {
        let box = Box()
        let pairs: [(Any, Any)] = [
            (1, 1), (1, 2), (1, "1"), ("a", "a"), ("a", "b"),
            (Int?.some(1) as Any, Int?.some(1) as Any), (Int?.none as Any, Int?.none as Any),
            (Int?.some(1) as Any, 1), (1, Int?.some(1) as Any), (box, box), (box, Box()),
            (Empty(), Empty()), (Tiny(), Tiny()), (Tiny(), Tiny(a: 0)),
        ]
        for _ in 0..<2 {
            for (lhs, rhs) in pairs {
                #expect(EquatableTypes.equalAny(lhs, rhs) == ValueEquality.equalAny(lhs, rhs))
            }
        }
    }
}
