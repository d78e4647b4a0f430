import Foundation

/// Reads and writes the compiler's framed JSON messages.
final class PluginChannel {
    private let input = FileHandle.standardInput
    private let output = FileHandle.standardOutput

    /// The next message, or `nil` when the compiler closed the stream.
    func receive() -> [String: Any]? {
        guard let header = read(8) else { return nil }
        var length: UInt64 = 0
        for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard let body = read(Int(length)),
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        else { return nil }
        return object
    }

    func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var header = Data(count: 8)
        var length = UInt64(body.count)
        for index in 0..<8 {
            header[index] = UInt8(length & 0xFF)
            length >>= 8
        }
        output.write(header + body)
    }

    private func read(_ count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = input.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}

/// The answer to one message from the compiler.
func respond(to message: [String: Any]) -> [String: Any] {
    if message["getCapability"] != nil {
        return ["getCapabilityResult": ["capability": ["protocolVersion": 7]]]
    }
    let expansion: MacroExpansion
    if let request = message["expandFreestandingMacro"] as? [String: Any] {
        expansion = MacroExpansion(request: request, attached: false)
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        expansion = MacroExpansion(request: request, attached: true)
    } else {
        return ["expandMacroResult": ["expandedSource": NSNull(), "diagnostics": []]]
    }
    let result: Result<String, MacroError>
    switch expansion.typeName {
    case "PreviewMacro": result = PreviewMacro.expand(expansion)
    case "EntryMacro": result = EntryMacro.expand(expansion)
    // Outside a `#Preview` (which rewrites it), `@Previewable` adds nothing.
    case "PreviewableMacro": result = .success("")
    default: result = .failure(MacroError("Canopy has no macro named \(expansion.typeName)"))
    }
    switch result {
    case .success(let source):
        return ["expandMacroResult": ["expandedSource": source, "diagnostics": []]]
    case .failure(let error):
        return [
            "expandMacroResult": [
                "expandedSource": NSNull(),
                "diagnostics": [
                    [
                        "message": error.message, "severity": "error",
                        "position": ["fileName": expansion.fileName, "offset": expansion.offset],
                        "highlights": [], "notes": [], "fixIts": [],
                    ] as [String: Any]
                ],
            ] as [String: Any]
        ]
    }
}

/// One macro use, as the compiler describes it.
struct MacroExpansion {
    let typeName: String
    let role: String
    let discriminator: String
    /// The macro use (freestanding) or the declaration it is attached to.
    let source: String
    /// The enclosing declarations, innermost first (`extension EnvironmentValues {}`).
    let lexicalContext: [String]
    let fileID: String
    let fileName: String
    let line: Int
    let offset: Int

    init(request: [String: Any], attached: Bool) {
        let macro = request["macro"] as? [String: Any] ?? [:]
        typeName = macro["typeName"] as? String ?? ""
        role = request["macroRole"] as? String ?? "declaration"
        discriminator = request["discriminator"] as? String ?? ""
        let syntax = (attached ? request["declSyntax"] : request["syntax"]) as? [String: Any] ?? [:]
        source = syntax["source"] as? String ?? ""
        let location = syntax["location"] as? [String: Any] ?? [:]
        fileID = location["fileID"] as? String ?? ""
        fileName = location["fileName"] as? String ?? ""
        line = location["line"] as? Int ?? 0
        offset = location["offset"] as? Int ?? 0
        lexicalContext = (request["lexicalContext"] as? [[String: Any]] ?? []).compactMap {
            $0["source"] as? String
        }
    }

    /// A name only this expansion uses, as the compiler expects macro-made names to look.
    func uniqueName(_ name: String) -> String {
        discriminator + "\(name.count)\(name)fMu_"
    }
}

/// Why a macro cannot expand: shown by the compiler at the macro's use.
struct MacroError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
