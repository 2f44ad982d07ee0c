import FormEngine
import FormExamples
import FormWalk

/// The completion scripts `formcli --completions SHELL` prints. Each finds the FORM already on
/// the command line (the first word that is neither a flag nor a flag's value) and, after `--set`
/// or `--tap`, offers that form's row keys from `formcli --keys FORM` (`--set` adds the `=`).
/// FORM completes to directories (a Settings bundle is one) and `.plist` files, `--state` to
/// any file, `--completions` to the shells, `--theme` to the themes, `--example` to the bundled
/// examples' names (and with
/// `--example NAME` on the line, `--set` and `--tap` offer that example's keys).
enum CompletionScripts {
    /// The bundled examples' names, which `--example` completes to.
    static let examples = BundledExample.allCases.map(\.name).joined(separator: " ")
    /// The named themes, which `--theme` completes to.
    static let themes = FormWalkTheme.named.map(\.name).joined(separator: " ")
    /// The shells, which `--completions` completes to.
    static let shells = Shell.allCases.map(\.rawValue).joined(separator: " ")

    /// The flags whose value is a row key, as a case pattern (`--tap|--set`).
    static var rowKeyFlags: String {
        OptionTable.all.filter { if case .rowKeys = $0.completion { true } else { false } }.map(\.name)
            .joined(separator: "|")
    }

    /// The flag after which completion adds `=` to a row key (`--set`).
    static var equalsFlag: String {
        OptionTable.all.first {
            if case .rowKeys(let suffix) = $0.completion { !suffix.isEmpty } else { false }
        }?
        .name ?? "--set"
    }

    /// bash's and zsh's `case` arms for the values of the other flags: files, or words.
    static func valueArms(bash: Bool) -> String {
        OptionTable.all.compactMap { spec -> String? in
            let pattern = String(repeating: " ", count: 8) + spec.name + ")"
            switch spec.completion {
            case .files:
                return bash
                    ? pattern + "\n            compopt -o filenames 2>/dev/null\n"
                        + "            mapfile -t COMPREPLY < <(compgen -f -- \"$value\")\n            return ;;"
                    : pattern + " _files; return ;;"
            case .words(let words):
                return bash
                    ? pattern
                        + "\n            mapfile -t COMPREPLY < <(compgen -W \"\(words)\" -- \"$value\")\n"
                        + "            return ;;"
                    : pattern + " compadd \(words); return ;;"
            case .none, .rowKeys: return nil
            }
        }.joined(separator: "\n")
    }

    /// Words joined by spaces, in lines no longer than `width` after the first line's `first`
    /// characters, the further lines indented by `indent`.
    static func wrapped(_ words: [String], first: Int, width: Int = 116, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        var used = first
        for word in words {
            if !line.isEmpty, used + line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
                used = indent.count
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + indent)
    }

    /// fish's `complete` lines, one a flag (the limits in a loop).
    static var fishCompletions: String {
        var lines: [String] = []
        for spec in OptionTable.all where !spec.docs.contains(where: { $0.group == .limit }) {
            var line = "complete -c formcli"
            if let alias = spec.alias { line += " -s " + alias.dropFirst() }
            line += " -l " + spec.name.dropFirst(2)
            switch spec.completion {
            case .none: if spec.value != nil { line += " -x" }
            case .files: line += " -r -F"
            case .rowKeys(let suffix):
                line +=
                    suffix.isEmpty
                    ? " -x -a '(__formcli_keys)'"
                    : " -x -a '(__formcli_keys | string replace -r \\'$\\' \(suffix))'"
            case .words(let words): line += " -x -a " + (words.contains(" ") ? "'\(words)'" : words)
            }
            lines.append(line + " -d '\(spec.summary)'")
        }
        let limits = OptionTable.docs(.limit).map { spec, _ in String(spec.name.dropFirst(2)) }
        let summary = OptionTable.docs(.limit).first?.0.summary ?? ""
        lines.append("for flag in \(limits.joined(separator: " "))")
        lines.append("    complete -c formcli -l $flag -x -d '\(summary)'")
        lines.append("end")
        return lines.joined(separator: "\n")
    }

    static let bash = #"""
        # bash completion for formcli; load with: source <(formcli --completions bash)
        _formcli() {
            local line=${COMP_LINE:0:COMP_POINT} cur="" word form="" example="" prev="" skip=0 i
            local -a words
            read -ra words <<< "$line"
            if [[ $line != *[[:space:]] && ${#words[@]} -gt 0 ]]; then
                cur=${words[${#words[@]}-1]}
                words=("${words[@]:0:${#words[@]}-1}")
            fi
            local values=" \#(OptionTable.valueFlags.joined(separator: " ")) "
            for (( i = 1; i < ${#words[@]}; i++ )); do
                word=${words[i]}
                if (( skip )); then skip=0; [[ $prev == --example ]] && example=$word; continue; fi
                case $word in
                    --example=*) example=${word#*=} ;;
                    --*=*) ;;
                    -?*) [[ $values == *" $word "* ]] && skip=1; prev=$word ;;
                    *) [[ -z $form ]] && form=$word ;;
                esac
            done
            local flag="" value=$cur
            (( ${#words[@]} > 1 && skip )) && flag=${words[${#words[@]}-1]}
            if [[ $cur == --*=* ]]; then flag=${cur%%=*}; value=${cur#*=}; fi
            COMPREPLY=()
            case $flag in
                \#(rowKeyFlags))
                    [[ $form == - ]] && return
                    local program=${words[0]/#\~/$HOME} key suffix=""
                    [[ $flag == \#(equalsFlag) ]] && suffix="="
                    local keys
                    keys=$("$program" --keys ${example:+--example "$example"} ${form:+"${form/#\~/$HOME}"} 2>/dev/null) || return
                    while IFS= read -r key; do
                        [[ -n $key && $key == "$value"* ]] && COMPREPLY+=("$key$suffix")
                    done <<< "$keys"
                    [[ $flag == \#(equalsFlag) ]] && compopt -o nospace 2>/dev/null
                    return ;;
        \#(valueArms(bash: true))
                --*) return ;;
            esac
            if [[ $cur == -?* ]]; then
                mapfile -t COMPREPLY < <(compgen -W "$values \#(OptionTable.bareFlags.joined(separator: " "))" -- "$cur")
                return
            fi
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -d -- "$cur"; compgen -f -X '!*.plist' -- "$cur"; compgen -f -X '!*.json' -- "$cur")
        }
        complete -F _formcli formcli

        """#

    static let zsh = #"""
        #compdef formcli
        # zsh completion for formcli; put it in $fpath as _formcli, or: source <(formcli --completions zsh)
        _formcli() {
            local -a values bare keys
            values=(\#(wrapped(OptionTable.valueFlags, first: 12, indent: "        ")))
            bare=(\#(wrapped(OptionTable.bareFlags, first: 10, indent: "        ")))
            local form="" example="" word flag="" i skip=0
            for (( i = 2; i < CURRENT; i++ )); do
                word=${words[i]}
                if (( skip )); then skip=0; [[ ${words[i-1]} == --example ]] && example=$word; continue; fi
                case $word in
                    --example=*) example=${word#*=} ;;
                    --*=*) ;;
                    -?*) (( ${values[(Ie)$word]} )) && skip=1 ;;
                    *) [[ -z $form ]] && form=$word ;;
                esac
            done
            (( skip )) && flag=${words[CURRENT-1]}
            if [[ ${words[CURRENT]} == --*=* ]]; then
                flag=${words[CURRENT]%%=*}
                compset -P '*='
            fi
            case $flag in
                \#(rowKeyFlags))
                    [[ $form == - ]] && return 1
                    keys=(${(f)"$(${words[1]/#\~/$HOME} --keys ${example:+--example} ${example:+$example} ${form:+${form/#\~/$HOME}} 2>/dev/null)"})
                    if [[ $flag == \#(equalsFlag) ]]; then compadd -S '=' -a keys; else compadd -a keys; fi
                    return ;;
        \#(valueArms(bash: false))
                --*) return 1 ;;
            esac
            if [[ ${words[CURRENT]} == -* ]]; then
                compadd -a values bare
                return
            fi
            _files -g '*.(plist|json)'
        }
        if [[ ${funcstack[1]} == _formcli ]]; then _formcli "$@"; else compdef _formcli formcli; fi

        """#

    static let fish = #"""
        # fish completion for formcli; load with: formcli --completions fish | source
        function __formcli_form
            set -l skip 0
            for word in (commandline -opc)[2..-1]
                if test $skip = 1
                    set skip 0
                    continue
                end
                switch $word
                    case '--*=*'
                    case \#(OptionTable.valueFlags.joined(separator: " "))
                        set skip 1
                    case '-?*'
                    case '*'
                        echo $word
                        return
                end
            end
        end
        function __formcli_example
            set -l next 0
            for word in (commandline -opc)[2..-1]
                if test $next = 1
                    echo $word
                    return
                end
                switch $word
                    case '--example=*'
                        string replace -- --example= '' $word
                        return
                    case --example
                        set next 1
                end
            end
        end
        function __formcli_keys
            set -l program (commandline -opc)[1]
            set -l form (__formcli_form)
            set -l example (__formcli_example)
            test "$form" = - ; and return
            if test -n "$example"
                $program --keys --example $example 2>/dev/null
            else
                $program --keys $form 2>/dev/null
            end
        end
        complete -c formcli -f -a '(__fish_complete_suffix .plist; __fish_complete_suffix .json)'
        \#(fishCompletions)

        """#
}
