import FormEngine
import FormWalk
import Foundation

// mkproject: asks for a new project's settings (full screen on a terminal, line mode on a pipe)
// and prints them as JSON on stdout; the walk draws, or reports, on stderr (or /dev/tty), so
// `mkproject > project.json` keeps the JSON alone. Exits 1 when the person leaves without finishing, 130 on Ctrl-C,
// 74 when the terminal fails, 65 when the answers do not fit `Project`, 66 when the folder
// `$MKPROJECT_LICENSES` names holds no licence.
do {
    let form = try Form(ProjectForm.descriptor(licenses: Licenses.options()))
    var walk = FormWalk(form, options: FormWalkOptions(title: "mkproject: a new project"))
    let result = try walk.run(output: STDERR_FILENO)
    switch result.ending {
    case .submitted:
        let project = try result.form.decode(Project.self)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(project), as: UTF8.self))
    case .abandoned, .incomplete:
        FileHandle.standardError.write(Data("mkproject: no project made\n".utf8))
        exit(1)
    case .interrupted(let signal):
        exit(128 + signal)
    }
} catch let error as Licenses.FolderProblem {
    FileHandle.standardError.write(Data("mkproject: \(error)\n".utf8))
    exit(66)
} catch let error as FormWalkError {
    FileHandle.standardError.write(Data("mkproject: \(error)\n".utf8))
    exit(74)
} catch {
    FileHandle.standardError.write(Data("mkproject: \(error)\n".utf8))
    exit(65)
}
