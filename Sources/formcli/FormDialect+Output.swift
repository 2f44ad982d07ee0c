import FormEngine
import FormEngineSettings
import FormRendering

extension FormDialect {
    /// `--dump --json`: the visible rows and the values — a form's answers, as a walk's `--json`
    /// prints them (without password fields, masked in the rows too, unless `reveal`), or a
    /// Settings bundle's defaults dictionary.
    func dumpJSON(_ form: Form, reveal: Bool = false) -> String {
        switch self {
        case .native:
            return JSONDump.render(form, answers: form.answers(includingSecure: reveal), reveal: reveal)
        case .settings(let bundle): return SettingsJSON.render(form, bundle: bundle)
        }
    }

    /// The final values after a walk with `--json`.
    func valuesJSON(_ form: Form) -> String {
        switch self {
        case .native: return WalkValuesJSON.render(form)
        case .settings(let bundle): return "{\"values\":" + PlistJSON.object(bundle.values(of: form)) + "}\n"
        }
    }
}
