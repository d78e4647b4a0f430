extension Binding {
    /// This binding, whose writes run in `transaction` (T6): a control writing through it
    /// animates what it changes as the transaction says.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// This binding, whose writes animate with `animation` (T6).
    ///
    ///     Toggle("Details", isOn: $showsDetails.animation(.easeInOut))
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}
