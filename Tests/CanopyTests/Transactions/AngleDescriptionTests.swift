import Canopy
import Testing

@Suite("An angle prints the degrees it was written with")
struct AngleDescriptionTests {
    @Test("`.degrees(30)` prints as written, not as its round trip through radians")
    func roundTrip() {
        #expect(Angle.degrees(30).description == ".degrees(30)")
        #expect(Angle.degrees(22.5).description == ".degrees(22.5)")
        #expect(Angle.radians(.pi / 2).description == ".degrees(90)")
        #expect(Angle.radians(1).description == ".degrees(57.295779513)")
    }
}
