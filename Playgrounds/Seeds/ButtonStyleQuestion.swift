// Seed 002 (超谈 SwiftUI: "隔山喂牛" 式内建 API) asks: if `.buttonStyle(.plain)` and
// `.foregroundColor(.red)` are set on a view that is not a Button, do the Buttons inside pick
// them up? Its answer: yes — "对一个 View 来使用 buttonStyle,等同于把里面直接和间接子 View 的
// buttonStyle 都设置了", and a Button with a style of its own keeps it. The first stack is the
// article's snippet as written (with `import Canopy` in place of `import SwiftUI`); the second
// adds a nested button and one that sets its own style, so the answer shows in the output.

import Canopy

struct ArticleSnippet: View {
    var body: some View {
        VStack {
            Button("Inner button") {
                // action
            }
        }.buttonStyle(.plain).foregroundColor(.red)
    }
}

struct ArticleQuestion: View {
    var body: some View {
        VStack {
            Button("Inner button") {}
            HStack {
                Button("Nested deeper") {}
            }
            Button("Own style") {}
                .buttonStyle(.borderedProminent)
                .foregroundColor(.blue)
        }
        .buttonStyle(.plain)
        .foregroundColor(.red)
    }
}

/// Seed 002's question, answered in the rendered output: the stack's `.buttonStyle(.plain)` and
/// `.foregroundColor(.red)` reach every button inside it, however deep (E3); a button's own
/// `.buttonStyle` and colour win for that button (E4). Render with `--resolved` to see what
/// each button and text resolved to.
public struct ButtonStyleQuestionPlayground: View {
    /// Creates the playground.
    public init() {}

    /// The article's snippet, then the question with a nested button and one styled on its own.
    public var body: some View {
        VStack {
            ArticleSnippet()
            ArticleQuestion()
        }
    }
}
