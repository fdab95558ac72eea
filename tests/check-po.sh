#!/bin/sh
# A translation must cover every translatable string of the sources as they
# are now (not only the committed template): the strings are extracted
# afresh, merged into a copy of the .po, and msgfmt must find none fuzzy or
# untranslated.  Usage: check-po.sh SOURCE_ROOT LANG
set -e
root=$1
lang=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
grep -v '^#' po/POTFILES.in | grep . > "$tmp/files"
xgettext --files-from="$tmp/files" --from-code=UTF-8 --add-comments --keyword=_ --keyword=N_ \
  --keyword=C_:1c,2 --keyword=NC_:1c,2 --keyword=g_dngettext:2,3 -o "$tmp/faerie.pot" 2>/dev/null
msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$tmp/faerie.pot" -o "$tmp/$lang.po"
stats=$(msgfmt -c --check-format --statistics -o /dev/null "$tmp/$lang.po" 2>&1)
echo "$stats"
case "$stats" in
  *fuzzy*|*untranslated*) exit 1 ;;
esac
