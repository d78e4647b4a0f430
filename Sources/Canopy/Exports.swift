// `import SwiftUI` makes Foundation (UUID, Locale, Date, CGFloat, DispatchQueue …) and
// Observation (`@Observable`) available; `import Canopy` does the same, so SwiftUI code builds
// with one changed import.
@_exported import Foundation
@_exported import Observation
