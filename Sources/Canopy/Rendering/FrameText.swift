/// How frames print (D20): `@(x,y w×h)` in window points, integral values bare, others rounded
/// to 0.01 with trailing zeros dropped, `-0` as `0`; `wxh` with ASCII guides.
enum FrameText {
    static func format(_ frame: CGRect, ascii: Bool) -> String {
        "@(" + number(frame.minX) + "," + number(frame.minY) + " " + number(frame.width)
            + (ascii ? "x" : "×") + number(frame.height) + ")"
    }

    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return value > 0 ? "inf" : value < 0 ? "-inf" : "nan" }
        var rounded = (Double(value) * 100).rounded() / 100
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
