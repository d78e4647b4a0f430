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

    @Test("expectText reports the line diff when the texts differ, and nothing when equal")
    func expectTextReports() {
        // Captured, not recorded: a passing run prints no diff that reads like a failure.
        let failures = capturingCheckFailures {
            expectText("same", "same")
            expectText("actual", "expected")
        }
        #expect(failures == [renderedDifference(expected: "expected", actual: "actual")])
        #expect(failures.first?.contains("- expected\n+ actual") == true)
    }

    @Test("What a check reports is recorded as a Swift Testing issue at the caller's line")
    func reportsAreIssues() {
        // The one known issue of the checks' tests (its text is no diff): every check reports
        // through CheckFailure.report, so this is what makes a failed check fail its test.
        let caller = #_sourceLocation
        withKnownIssue {
            CheckFailure.report("a check failed", sourceLocation: caller)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["a check failed"] && issue.sourceLocation == caller
        }
    }
}
