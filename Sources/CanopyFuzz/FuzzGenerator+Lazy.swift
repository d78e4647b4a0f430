extension FuzzGenerator {
    /// A lazy container kept short along its axis, over a `ForEach` of rows, a `Section`
    /// around one, or a `ForEach` of such sections (G29, D17, D24).
    mutating func lazyContainer(
        budget: inout Int, depth: Int, variables: [Int], locals: [Int]
    ) -> FuzzNode.Kind {
        let style: FuzzLazyContainer.Style
        switch random.int(0...5) {
        case 0, 1:
            style = .verticalStack(
                spacing: random.element([0, 4]), pinsHeaders: random.chance(40),
                pinsFooters: random.chance(20))
        case 2: style = .horizontalStack(spacing: random.element([0, 4]))
        case 3: style = .verticalGrid(columns: random.int(1...3))
        case 4: style = .list
        default: style = .form
        }
        let horizontal: Bool
        if case .horizontalStack = style { horizontal = true } else { horizontal = false }
        let extent = random.element(horizontal ? [60, 120, 300] : [40, 90, 300])
        let content = lazyContent(
            budget: &budget, depth: depth + 1, variables: variables, locals: locals)
        return .lazyContainer(FuzzLazyContainer(style, extent: extent), content)
    }

    /// What a lazy container holds: mostly a `ForEach` of generated rows, sometimes in a
    /// section, sometimes a `ForEach` of sections each over a `ForEach`.
    private mutating func lazyContent(
        budget: inout Int, depth: Int, variables: [Int], locals: [Int]
    ) -> FuzzNode {
        func rows(_ generator: inout FuzzGenerator, variables: [Int], depth: Int) -> FuzzNode {
            let id = generator.makeID()
            budget -= 1
            let list = generator.expression(variables)
            let row = generator.node(
                budget: &budget, depth: depth + 1, variables: variables + [id], locals: locals,
                lazy: true)
            return FuzzNode(id: id, kind: .forEach(list, row))
        }
        func section(_ generator: inout FuzzGenerator, variables: [Int], depth: Int) -> FuzzNode {
            let id = generator.makeID()
            budget -= 1
            let style = generator.random.element(FuzzSection.allCases)
            let value = generator.expression(variables)
            let content = rows(&generator, variables: variables, depth: depth + 1)
            return FuzzNode(id: id, kind: .section(style, value, content))
        }
        switch random.int(0...3) {
        case 0, 1: return rows(&self, variables: variables, depth: depth)
        case 2: return section(&self, variables: variables, depth: depth)
        default:
            let id = makeID()
            budget -= 1
            let list = expression(variables)
            let element = section(&self, variables: variables + [id], depth: depth + 1)
            return FuzzNode(id: id, kind: .forEach(list, element))
        }
    }
}
