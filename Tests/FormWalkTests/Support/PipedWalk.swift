import FormEngine
import FormWalk
import Foundation

/// A walk on pipes, as a script runs one: `input` written and closed first, then the walk run
/// to its end; its result, what it reported on its output and what it said on its errors.
enum PipedWalk {
    static func run(_ walk: inout FormWalk, input: String) throws -> (
        result: FormWalkResult, output: String, errors: String
    ) {
        let commands = Pipe()
        let output = Pipe()
        let errors = Pipe()
        commands.fileHandleForWriting.write(Data(input.utf8))
        try commands.fileHandleForWriting.close()
        let result = try walk.run(
            input: commands.fileHandleForReading.fileDescriptor,
            output: output.fileHandleForWriting.fileDescriptor,
            errors: errors.fileHandleForWriting.fileDescriptor)
        try output.fileHandleForWriting.close()
        try errors.fileHandleForWriting.close()
        let read = { (pipe: Pipe) in
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        }
        return (result, read(output), read(errors))
    }
}
