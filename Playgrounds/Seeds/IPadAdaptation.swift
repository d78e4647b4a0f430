// swift-format-ignore-file: the samples keep the article's own formatting.
// Seed 001 (在SwiftUI下对iPad进行适配): the article's samples with `import Canopy` in place of
// `import SwiftUI`, in Swift 5 mode, unchanged except where the article's text itself does not
// compile in SwiftUI either (each place is marked):
// - `Device`'s closing brace is missing in the article;
// - the usage example's typos (`Deivce`, `frmae`, `Devie`, `.ActionSheet`) are corrected;
// - `HealthNotesApp`'s body returns a view where a scene belongs: it is wrapped in a
//   `WindowGroup`;
// - fragments (`ItemRootView`, `ItemDataRootView`, `store`, `delSheet`) get small definitions.
// `ifIs` and `ifElse` are in `ConditionalModifiers.swift`.

import Canopy

enum Device {
    //MARK:当前设备类型 iphone ipad mac
    enum Devicetype{
        case iphone,ipad,mac
    }

    static var deviceType:Devicetype{
        #if os(macOS)
        return .mac
        #else
        if  UIDevice.current.userInterfaceIdiom == .pad {
            return .ipad
        }
        else {
            return .iphone
        }
        #endif
 }
}  // Missing in the article.

class AppDelegate:NSObject,UIApplicationDelegate{
  func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        return Device.deviceType == .ipad
            ? UIInterfaceOrientationMask.all
            : UIInterfaceOrientationMask.portrait
    }
}

struct HealthNotesApp:App{
  @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
  var body: some Scene{
     WindowGroup { rootView() }  // The article: `rootView()` alone.
  }

  func rootView()-> some View{
        switch Device.deviceType {
        case .ipad:
            return AnyView(ContentView_iPad())
        default:
            return AnyView(ContentView_iPhone())
        }
    }
}

/// What the app's list and detail columns share: the chosen item.
final class ItemStore: ObservableObject {
    @Published var item: String?
}

/// The article's iPad root: a list and a detail side by side, faking a two-column
/// `NavigationView`.
struct ContentView_iPad: View {
    @StateObject private var store = ItemStore()
    @State private var item = "Item1"
    private let height: CGFloat = 320

    var body: some View {
        HStack(spacing:0){
              ItemRootView(item: $item)
                   .frame(width:height)
               Divider()
               ItemDataRootView()
                    .navigationContent()
                }
        .edgesIgnoringSafeArea(.all)
        .environmentObject(store)
    }
}

/// The article's iPhone root: the list, whose button pushes the detail through a hidden link.
struct ContentView_iPhone: View {
    @StateObject private var store = ItemStore()
    @State private var item = "Item1"

    var body: some View {
        NavigationView {
            ItemRootView(item: $item)
        }
        .environmentObject(store)
    }
}

extension View{
    func navigationContent() -> some View{
        NavigationView{
            self
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// The list column: a button per item. On the iPhone the button also activates the hidden link
/// to the detail; on the iPad the detail column follows `store.item` by itself.
struct ItemRootView: View {
    @Binding var item: String
    @EnvironmentObject var store: ItemStore
    @State private var gotoDataList = false
    @State private var delItem: String?
    @State private var showActionSheet = false

    var body: some View {
        VStack {
            if Device.deviceType  == .iphone {
                NavigationLink("", destination: ItemDataRootView(), isActive: $gotoDataList).frame(width:0,height:0)
            }

            //在link的button中
            Button("Item1"){
               store.item = item
               if Device.deviceType == .iphone {  // The article: `Devie`.
                   gotoDataList.toggle()
               }
            }

            Text("click")
            .contextMenu{
              Button("del"){
                 delItem = item
                 showActionSheet.toggle()
              }
            }
            .actionSheet(isPresented: $showActionSheet){  // The article: `.ActionSheet`.
                delSheet(item:delItem)
            }
        }
    }

    func delSheet(item: String?) -> ActionSheet {
        ActionSheet(
            title: Text("Delete \(item ?? "nothing")?"),
            buttons: [.destructive(Text("Delete")), .cancel()])
    }

    /// The article's workaround for the iPad: present the sheet half a second later.
    func presentLater(_ showActionSheet: Binding<Bool>) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5){
                          showActionSheet.wrappedValue = true
        }
    }
}

/// The detail column: follows the store's item.
struct ItemDataRootView: View {
    @EnvironmentObject var store: ItemStore

    var body: some View {
        List{
            Text(store.item.map { "Data of \($0)" } ?? "No item")
        }
        .listStyle(InsetGroupedListStyle())
        .navigationTitle("Data")
    }
}

/// The article's usage example (its typos `Deivce` and `frmae` corrected).
struct DeviceFramedGreeting: View {
    var body: some View {
        VStack{
             Text("hello world")
        }
        .ifIs(Device.deviceType == .iphone){
          $0.frame(width:150)
        }
        .ifIs(Device.deviceType == .ipad){
          $0.frame(width:300)
        }
        .ifIs(Device.deviceType == .mac){
          $0.frame(minWidth:200,maxWidth:600)
        }
    }
}
