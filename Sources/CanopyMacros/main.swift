// Canopy's compiler plugin: the macros `#Preview` and `@Entry`, without the swift-syntax
// package. The compiler starts this executable and talks to it over standard input and output
// with framed messages: 8 bytes of little-endian length, then a JSON object. Each macro
// receives the source text of its use and answers with source text.

import Foundation

let channel = PluginChannel()
while let message = channel.receive() {
    channel.send(respond(to: message))
}
