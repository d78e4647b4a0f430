import Canopy
import CanopyCLI
import Foundation
import Testing

/// Issue 41 item 3 on the command line: `tapat X,Y` and `drag X,Y to X,Y` touch a window at
/// points, as `ViewHost.tap(at:)` and `drag(from:to:)` do.
@Suite("canopy run steps: touches at points (issue 41)")
struct TouchStepTests {
    @Test("tapat and drag parse, print as written, and refuse points that are not two numbers")
    func parse() {
        let steps = AppStep.parse("tapat 10,20; drag 1.5,2 to 30,40 in 2")
        #expect(
            steps
                == .success([
                    .tapAt(CGPoint(x: 10, y: 20), window: nil),
                    .drag(from: CGPoint(x: 1.5, y: 2), to: CGPoint(x: 30, y: 40), window: 2),
                ]))
        if case .success(let parsed) = steps {
            #expect(parsed.map(\.description) == ["tapat 10,20", "drag 1.5,2 to 30,40 in 2"])
        }
        for bad in ["tapat 10", "tapat x,y", "drag 1,2 30,40", "tapat nan,1"] {
            guard case .failure(let error) = AppStep.parse(bad) else {
                Issue.record("\(bad) should not parse")
                continue
            }
            #expect("\(error)".contains("tapat X,Y [in N]"))
        }
    }
}
