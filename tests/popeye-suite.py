#!/usr/bin/env python3
"""Helper of tests/popeye-suite.sh: Popeye's own test files through both solvers.

Splits every .inp of Popeye's test folders into single problems, puts German
and French input into English (with the keyword tables of Popeye's own
output/plaintext/language_dependant.c, read at run time), keeps what Faerie
claims, runs both solvers with a time limit and classifies each problem.
Python 3 standard library only.  Run it through popeye-suite.sh.
"""

import argparse
import collections
import difflib
import os
import re
import signal
import subprocess
import sys
import math
import time

FR, DE, EN = 0, 1, 2

# ---------------------------------------------------------------- tables


def _block(text, name):
    """The text between the braces of `name[LanguageCount]... = { ... };`."""
    m = re.search(r'\b' + name + r'\s*\[LanguageCount\][^=]*=\s*\{', text)
    if not m:
        raise KeyError(name)
    i = m.end()
    depth = 1
    start = i
    while depth:
        c = text[i]
        if c == '"':
            i += 1
            while text[i] != '"':
                i += 2 if text[i] == '\\' else 1
        elif c == "'":
            i += 1
            while text[i] != "'":
                i += 2 if text[i] == '\\' else 1
        elif c == '/' and text[i + 1] == '*':
            i = text.index('*/', i) + 1
        elif c == '{':
            depth += 1
        elif c == '}':
            depth -= 1
        i += 1
    return text[start:i - 1]


def _languages(block):
    """Split a table's block into its three top-level { } groups."""
    groups, depth, cur = [], 0, None
    i = 0
    while i < len(block):
        c = block[i]
        if c == '/' and block[i + 1] == '*':
            i = block.index('*/', i) + 2
            continue
        if c in '"\'':
            j = i + 1
            while block[j] != c:
                j += 2 if block[j] == '\\' else 1
            if cur is not None:
                cur.append(block[i:j + 1])
            i = j + 1
            continue
        if c == '{':
            depth += 1
            if depth == 1:
                cur = []
        elif c == '}':
            depth -= 1
            if depth == 0:
                groups.append(cur)
                cur = None
        i += 1
    return groups


def load_tables(popeye_src):
    path = os.path.join(popeye_src, 'output', 'plaintext', 'language_dependant.c')
    with open(path, encoding='latin-1') as f:
        text = f.read()
    tables = {}
    for name in ('GlobalTokenString', 'ProblemTokenString', 'EndTwinTokenString',
                 'InitialTwinTokenString', 'OptString', 'CondString', 'ExtraCondString', 'ColourString',
                 'PieSpString', 'TwinningString', 'CirceVariantTypeString',
                 'AntiCirceVariantTypeString', 'SentinellesVariantTypeString'):
        langs = _languages(_block(text, name))
        tables[name] = [[s[1:-1] for s in g] for g in langs]
    langs = _languages(_block(text, 'PieNamString'))
    pieces = []
    for g in langs:
        chars = [s[1:-1] for s in g]
        pieces.append([(chars[k] + chars[k + 1]).strip() for k in range(0, len(chars) - 1, 2)])
    tables['PieNamString'] = pieces
    for name, t in tables.items():
        if len(t) != 3 or len(t[DE]) != len(t[EN]) or len(t[FR]) != len(t[EN]):
            raise ValueError('cannot read %s from %s' % (name, path))
    return tables


def uniq(table, tok):
    """Popeye's GetUniqIndex: exact match, or a prefix of exactly one entry."""
    t = tok.lower()
    hits = [i for i, s in enumerate(table) if s.lower().startswith(t)]
    for i in hits:
        if table[i].lower() == t:
            return i
    return hits[0] if len(hits) == 1 else None


# ---------------------------------------------------------------- splitting

SQUARES = re.compile(r'^([a-h][1-8])+$', re.I)
FREE_TEXT = (0, 2, 3, 8, 10, 11, 12, 13)  # remark author origin protocol title LaTeX LaTeXPieces award


class Problem:
    def __init__(self):
        self.lines = []       # English text, line by line
        self.cur = []         # tokens of the current input line
        self.condition = False
        self.notes = set()

    def emit(self, s):
        self.cur.append(s)

    def newline(self):
        if self.cur:
            self.lines.append(' '.join(self.cur))
        self.cur = []

    def text(self):
        self.newline()
        return 'BeginProblem\n' + '\n'.join(self.lines) + '\nEndProblem\n'


class Splitter:
    """Splits one file into problems; translates to English (tokens of English
    input are kept as written, Protocol lines are dropped)."""

    def __init__(self, tables, lang):
        self.t = tables
        self.lang = lang
        self.english = lang == EN

    def tr(self, table, idx, tok):
        return tok if self.english else self.t[table][EN][idx]

    def walk(self, code):
        """Translate a piece code (1 or 2 letters, or a hunter x/y)."""
        if '/' in code:
            return '/'.join(self.walk(p) for p in code.split('/'))
        names = self.t['PieNamString'][self.lang]
        try:
            i = names.index(code.lower())
        except ValueError:
            return None
        if i < 2:
            return None
        return code if self.english else self.t['PieNamString'][EN][i]

    def parse_walk(self, tok):
        """Popeye's ParsePieceWalk: (translated walk, rest) or None."""
        m = re.match(r'^([^/]{1,2})/', tok)
        if m:
            away = m.group(1)
            rest = tok[len(away) + 1:]
            home = rest[:1] if len(rest) % 2 == 1 else rest[:2]
            a, h = self.walk(away), self.walk(home)
            if a is None or h is None:
                return None
            return a + '/' + h, rest[len(home):]
        n = 1 if len(tok) % 2 == 1 else 2
        w = self.walk(tok[:n])
        return None if w is None else (w, tok[n:])

    def forsyth(self, tok, prob):
        out, i = [], 0
        while i < len(tok):
            c = tok[i]
            if c.isdigit() or c == '/':
                out.append(c)
                i += 1
                continue
            if c in '=+-':
                out.append(c)
                i += 1
                c = tok[i:i + 1]
            if c == '.':
                code = tok[i + 1:i + 3]
                w = self.walk(code) or code
                w = w.upper() if code[:1].isupper() else w.lower()
                out.append('.' + w if len(w) == 2 else w)
                i += 3
                continue
            w = self.walk(c) or c
            w = w.upper() if c.isupper() else w.lower()
            out.append(w if len(w) == 1 else '.' + w)
            i += 1
        return ''.join(out)

    def top_keyword(self, tok, outside=False):
        """('initial'|'endtwin'|'problem'|'global', index) or None."""
        if outside:
            i = uniq(self.t['GlobalTokenString'][self.lang], tok)
            return None if i is None else ('global', i)
        for kind, table in (('initial', 'InitialTwinTokenString'), ('endtwin', 'EndTwinTokenString'),
                            ('problem', 'ProblemTokenString')):
            i = uniq(self.t[table][self.lang], tok)
            if i is not None and not (kind == 'initial' and i == 9):
                return kind, i
        return None

    def split(self, text):
        problems = []
        lines = text.replace('\r\n', '\n').replace('\r', '\n').split('\n')
        # a stream of (line number, token start, token)
        stream = []
        for ln, line in enumerate(lines):
            for m in re.finditer(r'\S+', line):
                stream.append((ln, m.start(), m.group()))
        pos = 0
        prob = None
        state = 'outside'
        last_line = -1
        pieces_sub = None   # 'colour', 'flags', 'pieces', 'squares'
        twin_arg = None     # pending twin argument kind
        while pos < len(stream):
            ln, col, tok = stream[pos]
            pos += 1
            if prob is not None and ln != last_line:
                prob.newline()
            last_line = ln
            if state == 'outside':
                kw = self.top_keyword(tok, outside=True)
                if kw:
                    prob = Problem()
                    state = 'top'
                continue

            # keyword handling that may end the current state
            def handle_top(tok):
                nonlocal state, prob, pos, pieces_sub, last_line
                # a condition's own words (pieces, variants) are not keywords:
                # there, take only keywords of at least three letters
                if state in ('condition', 'sstip') and len(tok) < 3:
                    return False
                kw = self.top_keyword(tok)
                if kw is None:
                    return False
                kind, i = kw
                if kind == 'problem':
                    problems.append(prob)
                    prob = Problem() if i == 1 else None
                    state = 'top' if prob else 'outside'
                    last_line = ln
                    return True
                if kind == 'endtwin':
                    prob.emit(self.tr('EndTwinTokenString', i, tok))
                    state = 'twin' if i == 0 else 'top'
                    return True
                # initial twin tokens
                if i in FREE_TEXT:
                    rest = lines[ln][col + len(tok):].strip()
                    while pos < len(stream) and stream[pos][0] == ln:
                        pos += 1
                    if i == 8:      # Protocol: dropped (Popeye would write a file)
                        return True
                    if i in (11, 12):
                        prob.notes.add('latex')
                    prob.emit(self.tr('InitialTwinTokenString', i, tok) + (' ' + rest if rest else ''))
                    state = 'top'
                    return True
                prob.emit(self.tr('InitialTwinTokenString', i, tok))
                if i == 4:
                    state, pieces_sub = 'pieces', 'colour'
                elif i == 5:
                    prob.condition = True
                    state = 'condition'
                elif i == 6:
                    state = 'option'
                elif i == 7:
                    state = 'stip'
                elif i == 1:
                    prob.notes.add('sstipulation')
                    state = 'sstip'
                elif i == 15:
                    state = 'forsyth'
                else:
                    state = 'top'
                return True

            if state == 'stip':
                prob.emit(tok)
                state = 'top'
                continue
            if state == 'forsyth':
                prob.emit(self.forsyth(tok, prob))
                state = 'top'
                continue
            if state == 'pieces':
                if pieces_sub == 'squares':
                    prob.emit(tok)
                    pieces_sub = 'pieces'
                    continue
                if pieces_sub == 'flags':
                    i = uniq(self.t['PieSpString'][self.lang], tok)
                    if i is not None:
                        prob.emit(self.tr('PieSpString', i, tok))
                        continue
                    pieces_sub = 'pieces'
                if pieces_sub == 'pieces':
                    pw = self.parse_walk(tok)
                    if pw is not None and (pw[1] == '' or SQUARES.match(pw[1])):
                        prob.emit(tok if self.english else pw[0] + pw[1])
                        if pw[1] == '':
                            pieces_sub = 'squares'
                        continue
                i = uniq(self.t['ColourString'][self.lang], tok)
                if i is not None:
                    if i == 3:
                        prob.notes.add('totalinvisible')
                    prob.emit(self.tr('ColourString', i, tok))
                    pieces_sub = 'flags'
                    continue
                state = 'twin' if twin_arg == 'add' else 'top'
                twin_arg = None
                # fall through to the keyword handling below
            if state == 'option':
                i = uniq(self.t['OptString'][self.lang], tok)
                if i is not None:
                    prob.emit(self.tr('OptString', i, tok))
                    continue
                if handle_top(tok):
                    continue
                prob.emit(tok)
                continue
            if state in ('condition', 'sstip'):
                if handle_top(tok):
                    continue
                if state == 'condition' and not self.english:
                    # the condition's name (or one of the two Popeye looks up
                    # when none matches) and its variant words, in English
                    for table in ('CondString', 'ExtraCondString', 'CirceVariantTypeString', 'AntiCirceVariantTypeString',
                                  'SentinellesVariantTypeString'):
                        i = uniq(self.t[table][self.lang], tok)
                        if i is not None:
                            tok = self.t[table][EN][i]
                            break
                prob.emit(tok)
                continue
            if state == 'twin':
                if twin_arg == 'substitute':
                    w = self.walk(tok)
                    prob.emit(w if w else tok)
                    twin_arg = 'substitute2'
                    continue
                if twin_arg == 'substitute2':
                    w = self.walk(tok)
                    prob.emit(w if w else tok)
                    twin_arg = None
                    continue
                if twin_arg == 'stip':
                    prob.emit(tok)
                    twin_arg = None
                    continue
                i = uniq(self.t['TwinningString'][self.lang], tok)
                if i is not None:
                    prob.emit(self.tr('TwinningString', i, tok))
                    if i == 4:
                        state, pieces_sub, twin_arg = 'pieces', 'colour', 'add'
                    elif i == 2:
                        twin_arg = 'stip'
                    elif i == 3:
                        prob.notes.add('sstipulation')
                    elif i == 8:
                        prob.condition = True
                        state = 'condition'
                    elif i == 12:
                        twin_arg = 'substitute'
                    continue
                if handle_top(tok):
                    continue
                prob.emit(tok)
                continue
            # state 'top'
            if not handle_top(tok):
                prob.emit(tok)
                prob.notes.add('unknown token ' + tok)
        if prob is not None:
            problems.append(prob)
        return problems


def detect_language(tables, text):
    for m in re.finditer(r'\S+', text):
        for lang in (EN, DE, FR):
            if uniq(tables['GlobalTokenString'][lang], m.group()) is not None:
                return lang
        return None
    return None


# ---------------------------------------------------------------- running


def run(cmd, path, limit):
    """(returncode or 'timeout', stdout, stderr); the wall time in run.seconds."""
    started = time.time()
    try:
        p = subprocess.Popen(['nice'] + cmd + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, start_new_session=True,
                             cwd=os.path.dirname(path))
    except OSError as e:
        return 127, b'', str(e).encode()
    try:
        out, err = p.communicate(timeout=limit)
        run.seconds = time.time() - started
        return p.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, err = p.communicate()
        run.seconds = time.time() - started
        return 'timeout', out, err


# Popeye's progress: timing lines, Option MoveNumbers' "  12  (Ra1-a2 )" and
# intelligent mode's "609 potential positions in 3+3" (Faerie prints its
# progress on stderr).
PROGRESS = re.compile(r'^(.*\bTime = .*|\s*\d+\s+\(.*\)|\d+ potential positions in \d+\+\d+)$')


def normalise(b):
    """(lines, number of progress lines removed)."""
    lines = [l.rstrip() for l in b.decode('latin-1').split('\n')]
    kept = [l for l in lines if not PROGRESS.match(l)]
    removed = len(lines) - len(kept)
    while kept and kept[-1] == '':
        kept.pop()
    return kept, removed


SANITIZER = re.compile(rb'AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:|Segmentation fault')
# Option Intelligent, anywhere but in the free-text lines.
INTELLIGENT = re.compile(r'^(?!\s*(remark|author|origin|title|award)\b).*\bintel\w*', re.I | re.M)
INPUT_ERROR = re.compile(r':\d+:\d+:|unsupported|not supported|expected|unknown', re.I)


def popeye_error(lines):
    for l in lines:
        low = l.lower()
        if 'error' in low or 'not uniq' in low:
            return l.strip()
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--popeye', required=True)
    ap.add_argument('--popeye-src', required=True)
    ap.add_argument('--faerie', required=True)
    ap.add_argument('--outdir', required=True)
    ap.add_argument('--timeout', type=float, default=20)
    ap.add_argument('--dirs', default='TESTS REGRESSIONTESTS REGRESSIONS EXAMPLES BEISPIEL')
    ap.add_argument('--only', default='', help='regular expression on the problem names')
    ap.add_argument('--report-only', action='store_true',
                    help='write the summary and report.txt again from OUTDIR/results.tsv '
                         '(of a run stopped early, for instance) without solving')
    args = ap.parse_args()

    tables = load_tables(args.popeye_src)
    outdir = os.path.abspath(args.outdir)
    pdir = os.path.join(outdir, 'problems')
    os.makedirs(pdir, exist_ok=True)
    only = re.compile(args.only) if args.only else None

    results = []   # (folder, name, class, detail)
    diffs = {}
    counts = collections.OrderedDict()
    folders = []
    if args.report_only:
        return write_report(args, outdir, pdir, *reload_results(outdir, pdir))
    log = open(os.path.join(outdir, 'results.tsv'), 'w')
    start = time.time()
    for folder in args.dirs.split():
        d = os.path.join(args.popeye_src, folder)
        if not os.path.isdir(d):
            continue
        files = sorted(f for f in os.listdir(d) if f.endswith('.inp'))
        if not files:
            continue
        folders.append(folder)
        os.makedirs(os.path.join(pdir, folder), exist_ok=True)
        for fn in files:
            with open(os.path.join(d, fn), encoding='latin-1') as f:
                text = f.read()
            lang = detect_language(tables, text)
            if lang is None:
                continue
            probs = Splitter(tables, lang).split(text)
            for n, prob in enumerate(probs, 1):
                name = '%s-%03d' % (fn[:-4], n)
                if only and not only.search(folder + '/' + name):
                    continue
                path = os.path.join(pdir, folder, name + '.inp')
                with open(path, 'w', encoding='latin-1') as f:
                    f.write(prob.text())
                detail = ''
                seconds = ['', '']
                cls = None
                fr, fout, ferr = run([args.faerie, '-q', '--timeout', str(args.timeout)],
                                     path, args.timeout + 5)
                seconds[0] = '%.3f' % run.seconds
                ferr_s = ferr.decode('latin-1', 'replace')
                crash = (fr != 'timeout' and (fr < 0 or fr >= 128)) or SANITIZER.search(ferr)
                if crash:
                    cls = 'Faerie crash'
                    detail = 'exit %s: %s' % (fr, ferr_s.strip()[-300:])
                elif fr == 1 and INPUT_ERROR.search(ferr_s) and not fout.strip():
                    cls = 'skip: Faerie rejects'
                    detail = ferr_s.strip().split('\n')[0]
                elif fr == 1 and re.search(r'unsupported|not supported', ferr_s):
                    # conditions count apart: the ones Faerie solves are compared
                    cls = 'skip: condition' if prob.condition and 'condition' in ferr_s else 'skip: Faerie rejects'
                    detail = ferr_s.strip().split('\n')[0]
                if cls is None:
                    pr, pout, perr = run([args.popeye, '-regression'], path, args.timeout)
                    seconds[1] = '%.3f' % run.seconds
                    pl, premoved = normalise(pout)
                    fl, _ = normalise(fout)
                    if premoved:
                        prob.notes.add('%d Popeye progress lines removed' % premoved)
                    perr_l = popeye_error(perr.decode('latin-1').split('\n') + pl) if pr != 'timeout' else None
                    ftimeout = fr == 'timeout' or fr == 3
                    if perr_l:
                        cls = 'skip: Popeye error'
                        detail = perr_l
                    elif ftimeout and pr == 'timeout':
                        cls = 'both timeout'
                    elif ftimeout:
                        cls = 'Faerie timeout'
                    elif pr == 'timeout':
                        cls = 'Popeye timeout'
                    elif pl == fl:
                        cls = 'identical'
                    elif sorted(pl) == sorted(fl):
                        cls = 'same lines, other order'
                    else:
                        cls = 'different'
                    if cls != 'identical' and not cls.startswith('skip'):
                        with open(path[:-4] + '.popeye', 'w', encoding='latin-1') as f:
                            f.write('\n'.join(pl) + '\n')
                        with open(path[:-4] + '.faerie', 'w', encoding='latin-1') as f:
                            f.write('\n'.join(fl) + '\n')
                        if ferr_s.strip():
                            with open(path[:-4] + '.faerie-stderr', 'w', encoding='latin-1') as f:
                                f.write(ferr_s)
                        diffs[(folder, name)] = (
                            '\n'.join(difflib.unified_diff(pl, fl, 'popeye', 'faerie', lineterm='', n=2)),
                            ferr_s.strip())
                        if fr == 1 and not detail:
                            detail = 'Faerie exit 1: ' + ferr_s.strip().split('\n')[0]
                if prob.notes and not detail:
                    detail = ', '.join(sorted(prob.notes))
                intelligent = 'yes' if INTELLIGENT.search(prob.text()) else 'no'
                results.append((folder, name, cls, detail, seconds[0], seconds[1], intelligent))
                counts.setdefault(cls, collections.Counter())[folder] += 1
                log.write('%s\t%s\t%s\t%s\t%s\t%s\t%s\n' % (folder, name, cls, detail, seconds[0], seconds[1],
                                                         intelligent))
                log.flush()
                print('%6.0fs %-12s %-28s %s' % (time.time() - start, folder, name, cls), flush=True)
    log.close()
    return write_report(args, outdir, pdir, results, diffs, counts, folders)


def reload_results(outdir, pdir):
    results, diffs, counts, folders = [], {}, collections.OrderedDict(), []
    with open(os.path.join(outdir, 'results.tsv'), encoding='latin-1') as f:
        for line in f:
            folder, name, cls, detail, fs, ps, intelligent = (line.rstrip('\n').split('\t') + [''] * 4)[:7]
            if folder not in folders:
                folders.append(folder)
            results.append((folder, name, cls, detail, fs, ps, intelligent))
            counts.setdefault(cls, collections.Counter())[folder] += 1
            base = os.path.join(pdir, folder, name)
            if os.path.exists(base + '.popeye') and os.path.exists(base + '.faerie'):
                with open(base + '.popeye', encoding='latin-1') as g:
                    pl = g.read().split('\n')[:-1]
                with open(base + '.faerie', encoding='latin-1') as g:
                    fl = g.read().split('\n')[:-1]
                diffs[(folder, name)] = (
                    '\n'.join(difflib.unified_diff(pl, fl, 'popeye', 'faerie', lineterm='', n=2)),
                    open(base + '.faerie-stderr', encoding='latin-1').read().strip()
                    if os.path.exists(base + '.faerie-stderr') else '')
    return results, diffs, counts, folders


def speed_summary(results):
    """The geometric mean of Popeye's time over Faerie's where both solved
    (identical or other order) and either took 0.5 s or more, with and
    without Option Intelligent."""
    groups = {'all': [], 'Intelligent': [], 'not Intelligent': []}
    for folder, name, cls, detail, fs, ps, intelligent in results:
        if cls not in ('identical', 'same lines, other order') or not fs or not ps:
            continue
        f, p = float(fs), float(ps)
        if max(f, p) < 0.5:
            continue
        ratio = math.log(p / max(f, 1e-3))
        groups['all'].append(ratio)
        groups['Intelligent' if intelligent == 'yes' else 'not Intelligent'].append(ratio)
    parts = ['%s %.2f over %d' % (g, math.exp(sum(v) / len(v)), len(v)) for g, v in groups.items() if v]
    return ('speed (Popeye s / Faerie s, geometric mean, both solved, either >= 0.5 s): '
            + ('; '.join(parts) if parts else 'none'))


def conditions_of(path):
    """The Condition lines of a split problem (in English), as one text."""
    words = []
    try:
        with open(path, encoding='latin-1') as f:
            for line in f:
                t = line.split()
                if t and t[0].lower().startswith('cond'):
                    words.extend(t[1:])
    except OSError:
        pass
    return ' '.join(words)


def condition_table(results, pdir):
    """Per condition (the problem's Condition text, lower case): how its
    problems came out.  Rows only for the conditions the solver reached
    (compared with Popeye, or refused as not solved yet); problems whose
    input Faerie rejects for something else (a fairy piece, a stipulation,
    an option it lacks) are counted in one line."""
    rows = collections.OrderedDict()
    other = 0
    for folder, name, cls, *_ in results:
        text = conditions_of(os.path.join(pdir, folder, name + '.inp')).lower()
        if not text or cls == 'skip: Popeye error':
            continue
        if cls == 'skip: Faerie rejects':
            other += 1
            continue
        rows.setdefault(text, collections.Counter())[cls] += 1
    cols = ['identical', 'same lines, other order', 'different', 'Faerie timeout', 'Popeye timeout',
            'skip: condition']
    short = ['identical', 'order', 'different', 'F timeout', 'P timeout', 'not solved']
    out = ['%-34s %s' % ('condition', ' '.join('%10s' % c for c in short))]
    solved = [k for k in rows if rows[k]['skip: condition'] < sum(rows[k].values())]
    refused = collections.Counter()
    for k in rows:
        if k not in solved:
            refused[k] = rows[k]['skip: condition']
    for key in sorted(solved):
        out.append('%-34s %s' % (key[:34], ' '.join('%10d' % rows[key][c] for c in cols)))
    out.append('not solved yet: %d problems (%s)' % (sum(refused.values()), ', '.join(
        '%s %d' % (k, n) for k, n in refused.most_common(8))))
    out.append('with a condition, rejected for something else (pieces, stipulation, options): %d' % other)
    return '\n'.join(out)


def write_report(args, outdir, pdir, results, diffs, counts, folders):
    order = ['identical', 'same lines, other order', 'different', 'Faerie timeout',
             'Popeye timeout', 'both timeout', 'Faerie crash', 'skip: condition',
             'skip: Faerie rejects', 'skip: Popeye error']
    classes = [c for c in order if c in counts] + [c for c in counts if c not in order]
    w = max([len(c) for c in classes] + [5])
    table = ['%-*s %s %7s' % (w, 'class', ' '.join('%11s' % f for f in folders), 'total')]
    for c in classes:
        table.append('%-*s %s %7d' % (w, c, ' '.join('%11d' % counts[c][f] for f in folders),
                                      sum(counts[c].values())))
    table.append('%-*s %s %7d' % (w, 'all', ' '.join(
        '%11d' % sum(counts[c][f] for c in classes) for f in folders), len(results)))
    table.append('')
    table.append(speed_summary(results))
    table.append('')
    table.append(condition_table(results, pdir))
    summary = '\n'.join(table)
    print()
    print(summary)

    with open(os.path.join(outdir, 'report.txt'), 'w', encoding='latin-1') as rep:
        rep.write('Popeye suite: %s against %s, %g s each, %s\n\n' % (
            args.faerie, args.popeye, args.timeout, time.strftime('%Y-%m-%d %H:%M')))
        rep.write(summary + '\n\n')
        rep.write('Problems that are not identical (inputs in %s):\n\n' % pdir)
        for folder, name, cls, detail, *_ in results:
            if cls != 'identical' and not cls.startswith('skip'):
                rep.write('  %-12s %-30s %s%s\n' % (folder, name, cls, ('  (' + detail + ')') if detail else ''))
        rep.write('\nNot claimed (skipped):\n\n')
        for folder, name, cls, detail, *_ in results:
            if cls.startswith('skip'):
                rep.write('  %-12s %-30s %s%s\n' % (folder, name, cls[6:], ('  (' + detail + ')') if detail else ''))
        rep.write('\n\nDiffs (Popeye first):\n')
        for folder, name, cls, detail, *_ in results:
            if (folder, name) in diffs:
                d, err = diffs[(folder, name)]
                rep.write('\n==== %s/%s: %s\n' % (folder, name, cls))
                with open(os.path.join(pdir, folder, name + '.inp'), encoding='latin-1') as f:
                    rep.write(f.read())
                if cls in ('different', 'same lines, other order'):
                    rep.write(d + '\n')
                if err:
                    rep.write('---- Faerie stderr:\n' + err[-2000:] + '\n')
    print('\nreport: %s' % os.path.join(outdir, 'report.txt'))
    bad = sum(sum(counts[c].values()) for c in ('different', 'Faerie crash') if c in counts)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
