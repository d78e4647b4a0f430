// `import SwiftUI` makes Foundation (UUID, Locale, Date, CGFloat, DispatchQueue …), Combine
// (`ObservableObject`, `@Published`, publishers) and Observation (`@Observable`) available;
// `import Canopy` does the same, so SwiftUI code builds with one changed import. Where the
// platform has no Combine, the package's own `Combine` module stands in.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
