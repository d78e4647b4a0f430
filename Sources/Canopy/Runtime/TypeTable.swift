/// A map from types to values, for what the runtime looks up once per node or per comparison
/// (a type's layout, its rendered name). A `Dictionary` hashes every `ObjectIdentifier` with
/// SipHash, a few hundred instructions per lookup; a type's metadata address is already a
/// well-spread key, so this table multiplies it (Fibonacci hashing) and probes linearly.
/// Entries are never removed: types live as long as the process.
struct TypeTable<Value> {
    private var keys: [UInt]
    private var values: [Value?]
    private var count = 0
    /// `64 - log2(capacity)`: the shift that turns a multiplied key into a slot index.
    private var shift: UInt

    init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: nil, count: 64)
        shift = 58
    }

    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    subscript(type: Any.Type) -> Value? {
        get {
            let key = UInt(bitPattern: ObjectIdentifier(type))
            let mask = keys.count - 1
            var index = slot(of: key)
            while true {
                let found = keys[index]
                if found == key { return values[index] }
                if found == 0 { return nil }
                index = (index + 1) & mask
            }
        }
        set {
            guard let newValue else { preconditionFailure("TypeTable entries are never removed") }
            if (count + 1) * 2 > keys.count { grow() }
            insert(UInt(bitPattern: ObjectIdentifier(type)), newValue)
        }
    }

    private mutating func insert(_ key: UInt, _ value: Value) {
        let mask = keys.count - 1
        var index = slot(of: key)
        while keys[index] != 0 && keys[index] != key { index = (index + 1) & mask }
        if keys[index] == 0 { count += 1 }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            insert(key, value!)
        }
    }
}
