/// Text a view shows, read from the view value without mounting it: a tab item's label, a
/// control's label view, a search prompt. Those labels are drawn by their container (a tab
/// bar, a field's placeholder), not mounted where a renderer could read them.
///
/// The text is the first a value holds, in the order it would be drawn: a `Text`, a
/// `Label`'s title, the first element of a block (`Image(…)` then `Text(…)`), a stack's or
/// a group's content, a modified view's content. A custom view's text is in its body, which
/// only a mounted view evaluates: it has none here.
protocol StaticText {
    var staticText: String? { get }
}

extension Text: StaticText {
    var staticText: String? { content }
}

extension Label: StaticText {
    var staticText: String? { (title as? any StaticText)?.staticText }
}

extension TupleView: StaticText {
    var staticText: String? {
        for element in repeat each value {
            if let text = (element as? any StaticText)?.staticText { return text }
        }
        return nil
    }
}

extension ModifiedContent: StaticText {
    var staticText: String? { (content as? any StaticText)?.staticText }
}

extension HStack: StaticText {
    var staticText: String? { (content as? any StaticText)?.staticText }
}

extension VStack: StaticText {
    var staticText: String? { (content as? any StaticText)?.staticText }
}

extension Group: StaticText {
    var staticText: String? { (content as? any StaticText)?.staticText }
}
