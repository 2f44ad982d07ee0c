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
            local values=" --state --tap --set --example --locale --lang --idiom --theme --completions --max-bytes --max-depth --max-objects --max-rows --max-string "
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
                --tap|--set)
                    [[ $form == - ]] && return
                    local program=${words[0]/#\~/$HOME} key suffix=""
                    [[ $flag == --set ]] && suffix="="
                    local keys
                    keys=$("$program" --keys ${example:+--example "$example"} ${form:+"${form/#\~/$HOME}"} 2>/dev/null) || return
                    while IFS= read -r key; do
                        [[ -n $key && $key == "$value"* ]] && COMPREPLY+=("$key$suffix")
                    done <<< "$keys"
                    [[ $flag == --set ]] && compopt -o nospace 2>/dev/null
                    return ;;
                --state)
                    compopt -o filenames 2>/dev/null
                    mapfile -t COMPREPLY < <(compgen -f -- "$value")
                    return ;;
                --completions)
                    mapfile -t COMPREPLY < <(compgen -W "bash zsh fish" -- "$value")
                    return ;;
                --example)
                    mapfile -t COMPREPLY < <(compgen -W "\#(examples)" -- "$value")
                    return ;;
                --idiom)
                    mapfile -t COMPREPLY < <(compgen -W "phone pad" -- "$value")
                    return ;;
                --theme)
                    mapfile -t COMPREPLY < <(compgen -W "\#(themes)" -- "$value")
                    return ;;
                --*) return ;;
            esac
            if [[ $cur == -?* ]]; then
                mapfile -t COMPREPLY < <(compgen -W "$values --dump --html --check --check-values --defaults --keys --json --reveal --expand-all --plain --guided --pages --no-mouse --strict --check-formats --help --version" -- "$cur")
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
            values=(--state --tap --set --example --locale --lang --idiom --theme --completions --max-bytes --max-depth
                --max-objects --max-rows --max-string)
            bare=(--dump --html --check --check-values --defaults --keys --json --reveal --expand-all --plain --guided
                --pages --no-mouse --strict --check-formats --help --version)
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
                --tap|--set)
                    [[ $form == - ]] && return 1
                    keys=(${(f)"$(${words[1]/#\~/$HOME} --keys ${example:+--example} ${example:+$example} ${form:+${form/#\~/$HOME}} 2>/dev/null)"})
                    if [[ $flag == --set ]]; then compadd -S '=' -a keys; else compadd -a keys; fi
                    return ;;
                --state) _files; return ;;
                --completions) compadd bash zsh fish; return ;;
                --example) compadd \#(examples); return ;;
                --idiom) compadd phone pad; return ;;
                --theme) compadd \#(themes); return ;;
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
                    case --state --tap --set --example --locale --lang --idiom --theme --completions --max-bytes --max-depth --max-objects --max-rows --max-string
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
        complete -c formcli -l tap -x -a '(__formcli_keys)' -d 'tap a row'
        complete -c formcli -l set -x -a '(__formcli_keys | string replace -r \'$\' =)' -d 'set a row'
        complete -c formcli -l state -r -F -d 'saved values'
        complete -c formcli -l completions -x -a 'bash zsh fish' -d 'print a completion script'
        complete -c formcli -l example -x -a '\#(examples)' -d 'use a bundled example form'
        complete -c formcli -l locale -x -d 'date locale'
        complete -c formcli -l lang -x -a none -d 'language of titles (LANG.lproj strings)'
        complete -c formcli -l idiom -x -a 'phone pad' -d 'Settings bundle device'
        complete -c formcli -l theme -x -a '\#(themes)' -d 'full-screen look'
        complete -c formcli -l dump -d 'print the visible rows'
        complete -c formcli -l html -d 'print an HTML page'
        complete -c formcli -l check -d 'validate descriptor files'
        complete -c formcli -l check-values -d 'check saved values'
        complete -c formcli -l strict -d 'with --check, warnings fail'
        complete -c formcli -l check-formats -d 'a JSON Schema form: format is checked too'
        complete -c formcli -l defaults -d 'print registered defaults'
        complete -c formcli -l keys -d 'print every row key'
        complete -c formcli -l json -d 'JSON output'
        complete -c formcli -l reveal -d 'password values in JSON'
        complete -c formcli -l expand-all -d 'expand every row'
        complete -c formcli -l plain -d 'line mode'
        complete -c formcli -l guided -d 'one question at a time'
        complete -c formcli -l pages -d 'one section at a time, then a review'
        complete -c formcli -l no-mouse -d 'no mouse in full screen'
        complete -c formcli -s h -l help -d 'show help'
        complete -c formcli -l version -d 'show the version'
        for flag in max-bytes max-depth max-objects max-rows max-string
            complete -c formcli -l $flag -x -d 'load limit'
        end

        """#
}
