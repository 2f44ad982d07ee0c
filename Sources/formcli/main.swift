import Foundation

exit(FormCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
