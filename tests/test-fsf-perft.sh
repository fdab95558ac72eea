#!/bin/sh
# perft of positions with fairy pieces: faerie-solve against Fairy-Stockfish
# (a second, independent move generator).  Skips (exit 77) when
# Fairy-Stockfish is not installed; FAIRY_STOCKFISH names another binary.
#
# usage: test-fsf-perft.sh FAERIE-SOLVE VARIANTS.INI
#
# Known Fairy-Stockfish bugs the positions stay clear of (checked against
# Popeye; tests/test-fairy-moves.c keeps the small cases):
# * in check from a hopper (cannon-type p or grasshopper g), a capture made
#   by the screen piece, which takes the screen off the line, is missing
#   from its evasions (4k3/8/8/8/7v/4y3/5P2/4K3 w: f2xe3 is legal, FSF
#   lists only the quiet screen moves; the same for an e.p. capture);
# * a 2021 build crashes on a Q+nightrider custom piece (QNN) on 10x10;
# * it has no camelrider or zebrarider (CC, ZZ give no moves) and no
#   (1,4) giraffe atom, so those pieces are tested only in C.
# Speaks TAP.  Positions are written in Fairy-Stockfish's letters (see
# fsf/variants.ini) and turned into Faerie's bracketed Popeye codes here.
set -u
faerie=$1
ini=$2
fsf=${FAIRY_STOCKFISH:-}
if [ -z "$fsf" ]; then
  for f in fairy-stockfish /usr/games/fairy-stockfish; do
    if command -v "$f" >/dev/null 2>&1; then fsf=$(command -v "$f"); break; fi
  done
fi
if [ -z "$fsf" ] || [ ! -x "$fsf" ]; then
  echo "1..0 # SKIP fairy-stockfish is not installed"
  exit 77
fi

# Fairy-Stockfish letter -> Faerie (Popeye) code, per variant.  Every kind
# of a variant is put in play (--pieces), so that Faerie's promotion
# choices (Q S R B and the fairy kinds in play) are the variant's
# promotionPieceTypes.
piece_map () {
  case $1 in
    faerie8x8|faerie10x8|faerie12x8|faerie10x10)
      echo "a:PR c:EM m:AM f:FE w:WE e:AL o:PA" ;;
    faerie-riders|faerie-riders10x10)
      echo "u:N c:CA z:Z d:DA y:GN e:ET w:WA" ;;
    faerie-hoppers)
      echo "g:G l:LI o:PA v:VA y:LE t:RH h:BH i:RL" ;;
    faerie-uc73)
      echo "d:DRK h:DRH e:EF g:GU c:NG" ;;
  esac
}

pieces_of () {
  piece_map "$1" | tr ' ' '\n' | sed 's/^.://' | paste -sd, -
}

to_faerie () { # variant fen
  # the placement field only; every other field is the same in both
  printf '%s\n' "$2" | awk -v map="$(piece_map "$1")" '{
    n = split(map, pairs, " ")
    out = ""
    for (i = 1; i <= length($1); i++) {
      ch = substr($1, i, 1); code = ""
      for (j = 1; j <= n; j++) {
        split(pairs[j], kv, ":")
        if (tolower(ch) == kv[1]) code = (ch == kv[1]) ? tolower(kv[2]) : kv[2]
      }
      out = out (code != "" ? "[" code "]" : ch)
    }
    $1 = out; print
  }'
}

# Does this Fairy-Stockfish know the variant's pieces?  (Debian 12's has
# no customPiece: it then cannot read a FEN with them, and counts 0 or
# only the kings' moves.)  The probe, on the variant's board: the first
# custom piece on a1, its king on c1 (a hurdle for a hopper), adds moves
# if this Fairy-Stockfish knows it.
knows_pieces () { # variant board (sh has no locals: probe_* names only)
  probe_letter=$(piece_map "$1" | cut -c1 | tr a-z A-Z)
  probe_files=${2%x*}
  probe_ranks=${2#*x}
  probe_rows="k$((probe_files - 1))"
  probe_r=2
  while [ $probe_r -lt "$probe_ranks" ]; do
    probe_rows="$probe_rows/$probe_files"
    probe_r=$((probe_r + 1))
  done
  probe_kings=$(fsf_perft "$1" "$probe_rows/2K$((probe_files - 3)) w - -" 1)
  probe_all=$(fsf_perft "$1" "$probe_rows/${probe_letter}1K$((probe_files - 3)) w - -" 1)
  [ "${probe_all:-0}" -gt "${probe_kings:-0}" ] 2>/dev/null
}

fsf_perft () { # variant fen depth
  { echo "setoption name VariantPath value $ini"
    echo "setoption name UCI_Variant value $1"
    echo "position fen $2 0 1"
    echo "go perft $3"
  } | "$fsf" 2>&1 | awk '/^Nodes searched/ { print $3 }'
}

# variant   board  depth  FEN (placement side castling e.p.)
cases='
faerie8x8   8x8   4  rcbmkbar/pppppppp/8/8/8/8/PPPPPPPP/RCBMKBAR w KQkq -
faerie8x8   8x8   4  r3k2r/pppooppp/1e1w1f2/3m4/4M3/1F1W1E2/PPPOOPPP/R3K2R w KQkq -
faerie8x8   8x8   4  4k3/1P4p1/2a2c2/8/3o1m2/2E2F2/1p2W1P1/4K3 w - -
faerie8x8   8x8   4  o3k2o/2p2p2/8/3AC3/3ac3/8/2P2P2/O3K2O b - -
faerie8x8   8x8   4  4k3/8/8/2pP4/8/8/6o1/4K2W w - c6
faerie8x8   8x8   4  r3k2r/pfppqpe1/wn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBEPPP/R3K2R w KQkq -
faerie8x8   8x8   3  1m2k1m1/8/8/8/8/8/8/1M2K1M1 w - -
faerie8x8   8x8   4  3k4/3o4/8/3P4/8/1f1e1w2/3K4/3O4 w - -
faerie10x8  10x8  3  rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - -
faerie10x8  10x8  3  rwefqkfewr/pppppppppp/10/10/10/10/PPPPPPPPPP/RWEFQKFEWR w - -
faerie12x8  12x8  3  romabqkbcmor/pppppppppppp/12/12/12/12/PPPPPPPPPPPP/ROMABQKBCMOR w - -
faerie10x10 10x10 3  rnabqkbcnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w - -
faerie10x10 10x10 4  4k5/1P8/10/3o6/10/4M5/10/2f7/6p3/4K4O b - -
faerie-riders  8x8  4  r1u1k1cr/pppzdppp/2c2y2/3e4/4E3/2D2Y2/PPPZDPPP/R1U1K1CR w KQkq -
faerie-riders  8x8  4  r3k2r/pupp1pdp/1c2pw2/3PZ3/1z2P3/2Y2W1p/PPPEUPPP/R3K2R w KQkq -
faerie-riders  8x8  3  4k3/1P2u1P1/8/2w5/5e2/8/1p1U2p1/4K3 w - -
faerie-riders10x10 10x10 3  4k5/1p8/2u7/10/4Z5/10/6w3/1Y6P1/10/4K5 w - -
faerie-hoppers 8x8  3  g2k3l/ppp2ppp/2o2v2/3y4/4Y3/2O2V2/PPP1P1PP/G3K2L w - -
faerie-hoppers 8x8  4  t3k2h/ppi2ppp/8/3pP3/8/8/PPGI1PPP/T3K2H w - d6
faerie-hoppers 8x8  4  4k3/8/8/2G5/4K3/8/1g4l1/8 w - -
faerie-hoppers 8x8  3  r3k2r/1P1g2P1/2l2o2/8/3YV3/8/1t1h2p1/R3K2R b KQkq -
faerie-uc73    8x8  4  rcdhkegr/pppppppp/8/8/8/8/PPPPPPPP/RCDHKEGR w KQkq -
faerie-uc73    8x8  4  r3k2r/pcpgepp1/1h3d2/3pP3/2D5/2H2C1p/PPPGEPPP/R3K2R w KQkq d6
faerie-uc73    8x8  4  4k3/1P2g1P1/2d5/8/3E1h2/8/1p1C2p1/4K3 b - -
'

total=$(printf '%s\n' "$cases" | grep -c .)
echo "1..$total"
i=0
status=0
printf '%s\n' "$cases" | grep . | {
  while read -r variant board depth placement side castling ep; do
    i=$((i + 1))
    fen="$placement $side $castling $ep"
    if ! knows_pieces "$variant" "$board"; then
      echo "ok $i - $variant perft $depth $fen # SKIP $fsf has no customPiece"
      continue
    fi
    ffen=$(to_faerie "$variant" "$fen")
    want=$(fsf_perft "$variant" "$fen" "$depth")
    got=$("$faerie" --perft "$depth" --board "$board" --pieces "$(pieces_of "$variant")" --fen "$ffen" 2>/dev/null)
    if [ -n "$want" ] && [ "$got" = "$want" ]; then
      echo "ok $i - $variant perft $depth $fen: $got"
    else
      echo "not ok $i - $variant perft $depth $fen: faerie ${got:-error}, fairy-stockfish ${want:-error}"
      status=1
    fi
  done
  exit $status
}
