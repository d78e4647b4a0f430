/// An environment key that layout reads without evaluating a body: a text's font and line
/// limit, a symbol's scale, a list's row height, the layout direction. A writer whose value for
/// such a key changes re-lays out everything below it (G5), since the views that size
/// themselves from it registered no reads.
protocol LayoutAffectingKey {}

extension FontKey: LayoutAffectingKey {}
extension LineLimitKey: LayoutAffectingKey {}
extension ImageScaleKey: LayoutAffectingKey {}
extension DefaultMinListRowHeightKey: LayoutAffectingKey {}
extension LayoutDirectionKey: LayoutAffectingKey {}
/// A plain list pins its sections' headers (D24).
extension ListStyleKey: LayoutAffectingKey {}
