import CanopyTesting
import Testing

@Suite("Rendered differences: a line diff, - expected, + actual (issue 13)")
struct RenderedDifferenceTests {
    @Test("A changed line shows as removed and added, with unchanged context")
    func changedLine() {
        let expected = """
            VStack
            ├─ Text "Hello"
            └─ Button "OK"
            """
        let actual = """
            VStack
            ├─ Text "Hi"
            └─ Button "OK"
            """
        #expect(
            renderedDifference(expected: expected, actual: actual) == """
                Rendered text differs (- expected, + actual):
                  VStack
                - ├─ Text "Hello"
                + ├─ Text "Hi"
                  └─ Button "OK"

                """)
    }

    @Test("Inserted and missing lines; long unchanged runs are shortened")
    func insertionsAndContext() {
        let body = (1...10).map { "line \($0)" }
        let expected = (["top"] + body + ["gone"]).joined(separator: "\n")
        let actual = (["top", "new"] + body).joined(separator: "\n")
        #expect(
            renderedDifference(expected: expected, actual: actual) == """
                Rendered text differs (- expected, + actual):
                  top
                + new
                  line 1
                  line 2
                  line 3
                ⋮
                  line 8
                  line 9
                  line 10
                - gone

                """)
    }

    @Test("expectText records the diff as an issue when the texts differ, and nothing when equal")
    func expectTextRecords() {
        expectText("same", "same")
        withKnownIssue {
            expectText("actual", "expected")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("- expected\n+ actual") }
        }
    }
}
