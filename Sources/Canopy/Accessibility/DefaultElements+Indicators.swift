import Foundation

/// The elements of views that show an amount (D74): a progress view and a gauge are one element
/// labelled by their label and valued by the amount. Under a custom style, the style's body is
/// what a person meets.

extension ProgressViewNode: AccessibilityFacet {
    /// Labelled by its title; valued by the fraction done as a percentage, none while
    /// indeterminate; `updatesFrequently`, as UIKit's progress view is.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        guard !drawsStyleBody else { return content }
        let title = view.title ?? ""
        var element = AccessibilityItem.element(
            label: title, source: title.isEmpty ? .none : .text, origin: handle,
            traits: .updatesFrequently)
        if let fraction = view.fraction {
            element.value = [.text(AccessibilityNumbers.percent(fraction, locale: locale))]
        }
        return AccessibilityItems(element)
    }

    private var locale: Locale { environment.locale }
}

extension GaugeNode: AccessibilityFacet {
    /// Labelled by its label; valued by its current value label's text, else the fraction as a
    /// percentage.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        guard !drawsStyleBody else { return content }
        var element = controlElement(self, title: nil, content: content, traits: [])
        element.activation = nil
        let current = view.currentValueLabel.flatMap { ($0 as? any StaticText)?.staticText }
        element.value = [
            .text(
                current ?? AccessibilityNumbers.percent(view.fraction, locale: environment.locale))
        ]
        return AccessibilityItems(element)
    }
}
