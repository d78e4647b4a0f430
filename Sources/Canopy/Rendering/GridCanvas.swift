/// A window drawn on a character grid (D20): each cell is the platform's body advance wide and
/// its body line high, so body text prints one character per cell. Edges map to cells each on
/// its own (`round(v / cell)`, half away from zero), so two views that touch in points touch in
/// cells and never overlap. Everything drawn is clipped to the window.
struct GridCanvas {
    /// The grid's size in cells.
    let columns: Int
    let rows: Int
    /// One cell's size in points.
    let cell: CGSize
    let ascii: Bool
    private var cells: [Character]

    /// A blank grid covering a window of `size` points.
    init(size: CGSize, cell: CGSize, ascii: Bool) {
        self.cell = cell
        self.ascii = ascii
        columns = max(0, Self.index(size.width, cell.width))
        rows = max(0, Self.index(size.height, cell.height))
        cells = Array(repeating: " ", count: columns * rows)
    }

    /// D20: body text advance by body line height, per platform (D11).
    static func cell(on platform: Platform) -> CGSize {
        let metric = TextMetric(font: nil, platform: platform)
        return CGSize(width: metric.advance, height: metric.lineHeight)
    }

    private static func index(_ value: CGFloat, _ step: CGFloat) -> Int {
        let cells = (Double(value) / Double(step)).rounded(.toNearestOrAwayFromZero)
        // A frame far outside the window (an offset of a billion points) stays clipped.
        return Int(max(-1e9, min(1e9, cells.isFinite ? cells : 0)))
    }

    /// The column an edge at `x` points falls on.
    func column(_ x: CGFloat) -> Int { Self.index(x, cell.width) }
    /// The row an edge at `y` points falls on.
    func row(_ y: CGFloat) -> Int { Self.index(y, cell.height) }

    /// The cells a rectangle covers, as half-open column and row ranges.
    func cells(of rect: CGRect) -> (columns: Range<Int>, rows: Range<Int>) {
        let left = column(rect.minX)
        let top = row(rect.minY)
        return (left..<max(left, column(rect.maxX)), top..<max(top, row(rect.maxY)))
    }

    /// The cells drawing may reach: the window, or the innermost clip.
    private var clips: [(columns: Range<Int>, rows: Range<Int>)] = []

    mutating func set(_ character: Character, row: Int, column: Int) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        if let clip = clips.last, !clip.rows.contains(row) || !clip.columns.contains(column) {
            return
        }
        cells[row * columns + column] = character
    }

    /// Drawing from now on stays inside `rect` (and any clip already in force).
    mutating func pushClip(_ rect: CGRect) {
        var area = cells(of: rect)
        if let outer = clips.last {
            area.columns = area.columns.clamped(to: outer.columns)
            area.rows = area.rows.clamped(to: outer.rows)
        }
        clips.append(area)
    }

    mutating func popClip() { _ = clips.popLast() }

    /// Writes `text` from `column` on `row`, one character per cell, ending in "…" at `last`
    /// when it does not fit.
    mutating func write(_ text: String, row: Int, column: Int, last: Int) {
        let available = last - column + 1
        guard available > 0, (0..<rows).contains(row) else { return }
        var shown = Array(text)
        if shown.count > available {
            shown = Array(shown.prefix(available - 1)) + ["…"]
        }
        for (offset, character) in shown.enumerated() {
            set(character, row: row, column: column + offset)
        }
    }

    /// Writes `text` centred between `columns`, cut like ``write(_:row:column:last:)``.
    mutating func writeCentred(_ text: String, row: Int, columns range: Range<Int>) {
        let start = range.lowerBound + max(0, (range.count - text.count) / 2)
        write(text, row: row, column: start, last: range.upperBound - 1)
    }

    /// Fills the cells `rect` covers with `character`.
    mutating func fill(_ rect: CGRect, with character: Character) {
        let area = cells(of: rect)
        fill(columns: area.columns, rows: area.rows, with: character)
    }

    mutating func fill(columns: Range<Int>, rows: Range<Int>, with character: Character) {
        for row in rows.clamped(to: 0..<self.rows) {
            for column in columns.clamped(to: 0..<self.columns) {
                set(character, row: row, column: column)
            }
        }
    }

    /// A horizontal rule across `columns` on `row`.
    mutating func rule(row: Int, columns range: Range<Int>) {
        for column in range { set(ascii ? "-" : "─", row: row, column: column) }
    }

    /// Outlines the cells given: a box when they span two rows or more, brackets at the ends
    /// of a single row (a control one line high).
    mutating func outline(columns: Range<Int>, rows: Range<Int>) {
        guard !columns.isEmpty, !rows.isEmpty else { return }
        let left = columns.lowerBound
        let right = columns.upperBound - 1
        guard rows.count > 1 else {
            set("[", row: rows.lowerBound, column: left)
            if right > left { set("]", row: rows.lowerBound, column: right) }
            return
        }
        let top = rows.lowerBound
        let bottom = rows.upperBound - 1
        let (horizontal, vertical): (Character, Character) = ascii ? ("-", "|") : ("─", "│")
        for column in columns {
            set(horizontal, row: top, column: column)
            set(horizontal, row: bottom, column: column)
        }
        for row in rows {
            set(vertical, row: row, column: left)
            set(vertical, row: row, column: right)
        }
        let corners: [Character] = ascii ? ["+", "+", "+", "+"] : ["┌", "┐", "└", "┘"]
        set(corners[0], row: top, column: left)
        set(corners[1], row: top, column: right)
        set(corners[2], row: bottom, column: left)
        set(corners[3], row: bottom, column: right)
    }

    /// Outlines the cells `rect` covers.
    mutating func outline(_ rect: CGRect) {
        let area = cells(of: rect)
        outline(columns: area.columns, rows: area.rows)
    }

    /// Draws `picture`'s elements in order, as D20 says each looks on the grid: fills (with
    /// `options.fillsShapes`) as `░`, every view's frame outlined with `options.drawsBoxes`,
    /// text one character per cell from its line box's first cell, cut with "…" at its last.
    mutating func draw(_ picture: WindowPicture, options: RenderOptions) {
        let fillCharacter: Character = ascii ? ":" : "░"
        // Characters are not translucent: a view is drawn while it is at least half opaque.
        // A mask's own drawing is not shown (characters have no opacity to mask with).
        var masks = 0
        for element in picture.resolvingLooks(hidingBelow: 0.5) {
            switch element {
            case .mask:
                masks += 1
                continue
            case .maskedContent:
                masks -= 1
                continue
            default:
                if masks > 0 { continue }
            }
            switch element {
            case .frame(let rect):
                if options.drawsBoxes { outline(rect) }
            case .text(let text, let box, _, let centred):
                if centred {
                    writeCentred(text, row: row(box.minY), columns: cells(of: box).columns)
                } else {
                    write(
                        text, row: row(box.minY), column: column(box.minX),
                        last: column(box.maxX) - 1)
                }
            case .fill(let rect, _), .shape(let rect, _, _, nil):
                // Cells are square: a round shape covers the cells of its frame.
                if options.fillsShapes { fill(rect, with: fillCharacter) }
            case .shape(let rect, _, _, .some):
                outline(rect)
            case .outline(let rect):
                outline(rect)
            case .cover(let rect):
                let area = cells(of: rect)
                fill(columns: area.columns, rows: area.rows, with: " ")
            case .presentation(let rect):
                // A sheet covers what is below it, with a margin of one cell for its edge.
                let area = cells(of: rect)
                let columns = (area.columns.lowerBound - 1)..<(area.columns.upperBound + 1)
                let rows = (area.rows.lowerBound - 1)..<(area.rows.upperBound + 1)
                fill(columns: columns, rows: rows, with: " ")
                outline(columns: columns, rows: rows)
            case .rule(let rect, let edge):
                // On the row just inside the edge, when the bar has a row to spare for it.
                let area = cells(of: rect)
                guard area.rows.count > 1 else { continue }
                rule(
                    row: edge == .bottom ? area.rows.upperBound - 1 : area.rows.lowerBound,
                    columns: area.columns)
            case .divider(let rect):
                let area = cells(of: rect)
                if rect.width >= rect.height {
                    rule(row: row(rect.midY - cell.height / 2), columns: area.columns)
                } else {
                    let column = column(rect.midX - cell.width / 2)
                    for row in area.rows { set(ascii ? "|" : "│", row: row, column: column) }
                }
            case .clip(let rect, _):
                pushClip(rect)
            case .endClip:
                popClip()
            case .look, .endLook:
                // Resolved above.
                break
            case .effect, .endEffect, .mask, .maskedContent, .endMask:
                // Filters, blends and transforms other than scale change no character.
                break
            case .image(let name, let rect):
                // A mark in one row; a box with the name in it when there is room.
                let area = cells(of: rect)
                if area.rows.count > 1 {
                    outline(columns: area.columns, rows: area.rows)
                    writeCentred(
                        name, row: area.rows.lowerBound + area.rows.count / 2,
                        columns: (area.columns.lowerBound + 1)..<(area.columns.upperBound - 1))
                } else {
                    set(
                        ascii ? "*" : "◆", row: row(rect.midY - cell.height / 2),
                        column: area.columns.lowerBound)
                }
            }
        }
    }

    /// The grid as lines, framed by the window's edges so its size shows.
    func framed() -> String {
        let (top, bottom, side): (String, String, String) =
            ascii
            ? (
                "+" + String(repeating: "-", count: columns) + "+",
                "+" + String(repeating: "-", count: columns) + "+", "|"
            )
            : (
                "┌" + String(repeating: "─", count: columns) + "┐",
                "└" + String(repeating: "─", count: columns) + "┘", "│"
            )
        var lines = [top]
        lines.reserveCapacity(rows + 2)
        for row in 0..<rows {
            lines.append(side + String(cells[(row * columns)..<((row + 1) * columns)]) + side)
        }
        lines.append(bottom)
        return lines.joined(separator: "\n")
    }
}
