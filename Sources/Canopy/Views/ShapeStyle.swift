/// Something a shape can be filled with, or text drawn in: a ``Color`` here.
public protocol ShapeStyle: Sendable {}
