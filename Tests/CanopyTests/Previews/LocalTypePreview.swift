import Canopy

// A preview that declares its own view type, alone in its file, as real preview code does
// (issue 36: the compiler's mangler overflowed its stack on this until `#Preview`'s body
// returned `any View`).
#Preview("Declares its own view") {
    struct Sample: View {
        var body: some View { Text("hello") }
    }
    return Sample()
}

#Preview {
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }
    return VStack {
        Row(title: "one")
        Row(title: "two")
    }
}
