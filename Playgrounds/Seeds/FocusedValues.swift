// Seed 004 §2–§5 (@AccessibilityFocusState, @FocusedObject, @FocusedValue, @FocusedBinding):
// the article's samples with `import Canopy` in place of `import SwiftUI`. Types carry
// prefixes where two samples share a name in the article (its `ContentView`, `SubView`,
// `MyFocusKey`, `AccessibilityFocusStateView` are different types in different samples).
import Canopy

// MARK: 3.1 Observing the focused scene's data

// 要求符合 ObservableObject 协议
class DataModel: ObservableObject {
    @Published var text = ""
}

struct MyCommands: Commands {
    // 获取由当前聚焦场景中,由 focusedSceneObject 提供的 DataModel 实例,如果没有则为 nil
    @FocusedObject var dataModel: DataModel?
    var body: some Commands {
        CommandMenu("Action") {
            Button("Empty") {
                dataModel?.text = ""
            }
        }
    }
}

struct FocusedSceneObjectDemoApp: App {
    var body: some Scene {
        WindowGroup {
            SceneObjectContentView()
                .scenePadding()
        }
        .commands {
            MyCommands()
        }
    }
}

struct SceneObjectContentView: View {
    @StateObject var dataModel = DataModel()
    var body: some View {
        VStack {
            // focusedSceneObject 在场景聚焦时便会自动提供数据,与当前视图是否可聚焦无关
            Text("Input:")
                .focusedSceneObject(dataModel)
            TextEditor(text: $dataModel.text)
        }
    }
}

// The same with the object published by the focused editor only.
struct FocusedObjectDemoApp: App {
    var body: some Scene {
        WindowGroup {
            ViewObjectContentView()
                .scenePadding()
        }
        .commands {
            MyCommands()
        }
    }
}

struct ViewObjectContentView: View {
    @StateObject var dataModel = DataModel()
    var body: some View {
        VStack {
            Text("Input:")
            // 由可聚焦视图在获得焦点时提供数据
            TextEditor(text: $dataModel.text)
                .focusedObject(dataModel)
        }
    }
}

// MARK: 3.3 Making a view focusable to publish; readers in the App, Commands and a view

struct FocusableLabelView: View {
    @StateObject var dataModel = DataModel()
    var body: some View {
        VStack {
            Text("Input:")
                .focusable()
                .focusedObject(dataModel)
            TextEditor(text: $dataModel.text)
        }
    }
}

struct ReaderPlacesApp: App {
    // 可以观察所有场景中的 DataModel 可聚焦数据
    @FocusedObject var dataModel: DataModel?
    var body: some Scene {
        WindowGroup {
            ReaderPlacesContentView()
                .navigationTitle(dataModel == nil ? "No model" : "Has model")
        }
        .commands {
            MyCommands()
        }
    }
}

struct ReaderPlacesContentView: View {
    // 仅观察当前场景中的 DataModel 可聚焦数据
    @FocusedObject var dataModel: DataModel?
    @StateObject var model = DataModel()
    var body: some View {
        VStack {
            Text("Seen here: \(dataModel == nil ? "none" : "a model")")
            TextEditor(text: $model.text)
                .focusedObject(model)
        }
    }
}

class TwoTextModel: ObservableObject {
    @Published var text = ""
    @Published var text2 = ""
}

struct TwoEditorsView: View {
    @StateObject var dataModel = TwoTextModel()
    var body: some View {
        VStack {
            TextEditor(text: $dataModel.text)
            TextEditor(text: $dataModel.text2)
        }
        .focusedObject(dataModel)
    }
}

// MARK: 3.3 Several focused objects in one scene

struct MultiFocusedDemo: View {
    @StateObject var user = UserProfile()
    @StateObject var product = ProductDetails()

    var body: some View {
        Form {
            UserView()
            ProductView()
            Group {
                TextField("User Name:", text: $user.username)
                TextField(value: $user.age, format: .number) { Text("Age:") }
            }
            .focusedObject(user)

            Group {
                TextField("Product Name:", text: $product.productName)
                TextField(value: $product.price, format: .number) { Text("Price:") }
            }
            .focusedObject(product)

        }
    }
}

class UserProfile: ObservableObject {
    @Published var username: String = "JohnDoe"
    @Published var age: Int = 30
}

class ProductDetails: ObservableObject {
    @Published var productName: String = "Widget"
    @Published var price: Double = 19.99
}

struct UserView: View {
    @FocusedObject var user: UserProfile?

    var body: some View {
        if let userProfile = user {
            Text("Username: \(userProfile.username)")
            Text("Age: \(userProfile.age)")
        }
    }
}

struct ProductView: View {
    @FocusedObject var product: ProductDetails?

    var body: some View {
        if let productDetails = product {
            Text("Product: \(productDetails.productName)")
            Text("Price: $\(productDetails.price)")
        }
    }
}

// MARK: 3.3 @FocusState driving @FocusedObject

struct FocusStateDemo: View {
    @FocusState var focused: Bool
    @FocusedObject var data: DataModel?
    @StateObject var model = DataModel()
    var body: some View {
        VStack {
            if let text = data?.text {
                Text(text)
            }
            TextField("", text: $model.text)
                .focused($focused)
                .focusedObject(model)
        }
        .task {
            focused = true
        }
    }
}

// MARK: 4 @FocusedValue

struct MyFocusKey: FocusedValueKey {
    typealias Value = String
}

extension FocusedValues {
    var myKey: String? {  // Optional
        get { self[MyFocusKey.self] }
        set { self[MyFocusKey.self] = newValue }
    }
}

struct FocusedValueContentView: View {
    @FocusedValue(\.myKey) var key
    var body: some View {
        VStack {
            Text(key ?? "nil")
            FocusedValueSubView()
        }
    }
}

struct FocusedValueSubView: View {
    @State var key = "Hello"
    var body: some View {
        TextField("text", text: $key)
            .focusedValue(\.myKey, key)
    }
}

// MARK: 5 @FocusedBinding

struct FocusedBindingContentView: View {
    @FocusedBinding(\.myBindingKey) var key
    var body: some View {
        VStack {
            Text(key ?? "nil")
            Button("Change Key") {
                key = "\(Int.random(in: 0..<100))"
            }
            FocusedBindingSubView()
        }
    }
}

struct FocusedBindingSubView: View {
    @State var key = "Hello"
    var body: some View {
        TextField("text", text: $key)
            .focusedValue(\.myBindingKey, $key)  // Binding
    }
}

struct MyBindingFocusKey: FocusedValueKey {
    typealias Value = Binding<String>  // Binding
}

extension FocusedValues {
    var myBindingKey: Binding<String>? {
        get { self[MyBindingFocusKey.self] }
        set { self[MyBindingFocusKey.self] = newValue }
    }
}

// MARK: 2 @AccessibilityFocusState

// 方式一:
struct SwitchControlFocusView: View {
    @AccessibilityFocusState(for: .switchControl) var isClickButtonFocused: Bool
    var body: some View {
        VStack {
            Button("Press me") {
                print("Press")
            }

            Button("Click me") {
                print("Click")
            }
            .accessibilityFocused($isClickButtonFocused)
        }
        .onChange(of: isClickButtonFocused) {
            print(isClickButtonFocused)
        }
    }
}

// 方式二:
struct AccessibilityFocusStateView: View {
    @AccessibilityFocusState var focused: FocusField?
    var body: some View {
        VStack {
            Button("Press me") {
                // do something
                // then change focus
                focused = .click
            }
            .accessibilityFocused($focused, equals: .press)

            Button("Click me") {
                print("Click")
            }
            .accessibilityFocused($focused, equals: .click)
        }
    }
}

enum FocusField: Hashable {
    case press
    case click
}

// MARK: Previews, as the samples would ship them

#Preview("Multi focused") {
    MultiFocusedDemo()
}

struct FocusedValueContentView_Previews: PreviewProvider {
    static var previews: some View {
        FocusedValueContentView()
        FocusedBindingContentView()
            .previewDisplayName("Binding")
    }
}
