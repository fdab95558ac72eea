/* Move generation of the fairy pieces: exact destination sets from the
 * UC-73 spec's test vectors (shared/spec/pieces-uc73.md, section 2.3, ids
 * cited) and, for the pieces the spec does not have, vectors listed by
 * Popeye 4.104 (Stipulation ~1, one line per move); the same vectors for
 * Black on the mirrored board; the spec's empty-board counts; other boards
 * (10x10, 12x8, holes) against a coordinate walker written here; and the
 * attack test against forward generation on random positions, and the
 * legality filter (pins, checkers, the king's moves), the check test and
 * the table of pieces that can check in one move against making every
 * move. */
#include <glib.h>
#include <string.h>

#include "pieces/hunter.h"
#include "rules/attack.h"
#include "rules/check.h"
#include "rules/movegen.h"
#include "rules/move-list.h"

/* Room for the moves of the small positions typed in below. */
#define HAND_MADE_MOVES 512

typedef struct
{
  const char *id;
  const char *white; /* "AMd4 Pd6": Popeye codes and squares */
  const char *black;
  const char *from;
  const char *expected; /* destinations, "x" before a capture */
} Vector;

/* UC-73 spec, section 2.3 (Blue is Black).  Pseudo-legal moves. */
static const Vector spec_vectors[] = {
  { "K-1", "Kd4 Pc3", "Se5", "d4", "c4 c5 d3 d5 e3 e4 xe5" },
  { "Q-1", "Qd4 Pd6", "Sf6 Pb4", "d4", "a1 a7 b2 xb4 b6 c3 c4 c5 d1 d2 d3 d5 e3 e4 e5 f2 f4 xf6 g1 g4 h4" },
  { "AM-1", "AMd4 Pd6 Pe6", "Sf6 Pb4 Rc2", "d4",
    "a1 a7 b2 b3 xb4 b5 b6 xc2 c3 c4 c5 c6 d1 d2 d3 d5 e2 e3 e4 e5 f2 f3 f4 f5 xf6 g1 g4 h4" },
  { "EM-1", "EMa1 Pa4", "Pd1 Sb3", "a1", "a2 a3 b1 xb3 c1 c2 xd1" },
  { "PR-1", "PRc1 Pd2", "Pa3 Se2", "c1", "a2 xa3 b2 b3 d3 xe2" },
  { "ET-1", "ETb1 Pf3 Pb3", "Pd5 Sc2", "b1", "a1 a2 a3 b2 c1 xc2 c3 d1 d2 xd5 e1 f1 g1 h1" },
  { "WA-1", "WAb1 Pf3 Pb3", "Pd5 Sc1", "b1", "a1 a3 b2 xc1 c3 d2 xd5" },
  { "S-1", "Sb1 Pd2", "Pc3", "b1", "a3 xc3" },
  { "N-1", "Nb1 Pf3", "Pd5", "b1", "a3 c3 d2 xd5" },
  { "N-2", "Nd4", "", "d4", "b3 b5 b8 c2 c6 e2 e6 f3 f5 f8 h2 h6" },
  { "R-1", "Rd4 Pd6", "Sf4", "d4", "a4 b4 c4 d1 d2 d3 d5 e4 xf4" },
  { "RO-1", "ROd4", "", "d4", "a1 a7 b3 b5 c2 c6 d8 e2 e6 f3 f5 g1 g7 h4" },
  { "RO-2", "ROd4 Pe6", "Pf5", "d4", "a1 a7 b3 b5 c2 c6 d8 e2 f3 xf5 g1 h4" },
  { "LE-1", "LEd4 Pd6 Pb4", "Sd8 Pf6 PRg7 Ra4 Pc3", "d4",
    "xa4 a7 b6 c4 c5 d1 d2 d3 d5 xd8 e3 e4 e5 f2 f4 g1 g4 xg7 h4" },
  { "P-1", "Pe2", "Sd3 Pf3", "e2", "xd3 e3 e4 xf3" },
  /* UC-73 pieces Popeye does not have; a Blue mover's vector is typed
   * mirrored, as a White one (the Black run mirrors it back). */
  { "UN-1", "UNb1 Pf3 Pd3", "Pd5 Sa2", "b1", "xa2 a3 c2 c3 d2 xd5" },
  { "DRK-1", "DRKd4 Pd6 Pe3", "Sf4 Pc5", "d4", "a4 b4 c3 c4 xc5 d1 d2 d3 d5 e4 e5 xf4" },
  { "DRH-1", "DRHd4 Pf6 Pc4", "Sb2 Pd5", "d4", "a7 xb2 b6 c3 c5 d3 xd5 e3 e4 e5 f2 g1" },
  { "HV-1", "HVd4", "", "d4", "a4 b3 b5 c2 c4 c6 c8 d1 d3 d5 d7 e2 e4 e6 e8 f3 f5 g4 h3 h5" },
  { "HV-2", "HVd4 Pe4 Pc2", "Pd5 Sd3", "d4", "a4 b3 b5 c4 xd3 xd5" },
  { "NW-1", "NWd4 Pd5", "Pe6", "d4", "b3 b5 c2 c4 c6 d3 e2 e4 xe6 f3 f5" },
  { "NF-1", "NFd4 Pe5", "Pf5", "d4", "b3 b5 c2 c3 c5 c6 e2 e3 e6 f3 xf5" },
  { "NG-1", "NGa1 Pb2", "Pc2", "a1", "a2 b1 b3 xc2" },
  { "GRY-1", "GRYd4", "", "d4", "a3 a5 b3 b5 c1 c2 c3 c5 c6 c7 c8 e1 e2 e3 e5 e6 e7 e8 f3 f5 g3 g5 h3 h5" },
  { "GRY-2", "GRYd4 Pc5 Pa3", "Pe5 Sc3 Re1", "d4", "xc3 xe1 e2 e3 xe5 f3 g3 h3" },
  { "AAN-1", "AANd4", "", "d4", "a2 a6 a8 b1 b3 b5 b7 c2 c4 c6 d3 d5 e2 e4 e6 f1 f3 f5 f7 g2 g6 g8 h1 h7" },
  { "AAN-2", "AANd4 Pe4 Pa7", "Pd5 Sb2", "d4", "a2 a6 b1 b3 b5 c2 c4 d3 xd5 e2 f1" },
  { "SQN-1", "SQNa1 Pb3", "Pe1", "a1", "a2 a3 a4 a5 a6 a7 a8 b1 b2 c1 c2 c3 c5 d1 d4 d7 xe1 e3 e5 f1 f6 g1 g4 g7 h1 h8" },
  { "SIS-1", "SISd4", "", "d4", "a4 b3 b4 b5 b8 c2 c4 c6 d1 d2 d3 d5 d6 d7 d8 e2 e4 e6 f3 f4 f5 f8 g4 h2 h4 h6" },
  { "SIS-2", "SISd4 Pd5 Pc4", "Pe3 Sf4", "d4", "a4 b3 b4 b5 b8 c2 c6 d1 d2 d3 d6 d7 d8 e2 e4 e6 f3 xf4 f5 f8 g4 h4 h6" },
  { "NDB-1", "NDBd4 Pd6", "Pb4", "d4", "b3 xb4 b5 c2 c6 d2 e2 e6 f3 f4 f5" },
  { "NAL-1", "NALd4 Pf6", "Pb2", "d4", "xb2 b3 b5 b6 c2 c6 e2 e6 f2 f3 f5" },
  { "CHS-1", "CHSd4", "", "d4", "a3 a4 a5 b4 c1 c3 c4 c5 c7 d1 d2 d3 d5 d6 d7 d8 e1 e3 e4 e5 e7 f4 g3 g4 g5 h4" },
  { "CHS-2", "CHSd4 Pc5 Pg3", "Pe5 Sc7 Rc1", "d4", "a3 a4 b4 xc1 c3 c4 d1 d2 d3 d5 d6 d7 d8 e1 e3 e4 xe5 f4 g4 h4" },
  { "DH-1", "DHa1", "", "a1", "a3 a5 b3 b4 c1 c2 c5 d2 d4 e1 e3" },
  { "DH-2", "DHa1 Pc2", "Pb3 Se3", "a1", "xb3" },
  { "WOR-1", "WORb2 Pb3", "Pb4", "b2", "a2 b1 xb4 c2 d2" },
  { "WMF-1", "WMFb2 Pd2", "Pc3", "b2", "a1 a3 b4 c1 xc3" },
  { "WAF-1", "WAFb2 Pd4", "Pc2", "b2", "a2 b1 b3 xc2" },
  { "EF-1", "EFb2 Pd4", "Pc3", "b2", "a1 a3 c1 xc3" },
  { "BD-1", "BDd4 Pf6 Pd5", "Sb2", "d4", "a7 xb2 b4 b6 c3 c5 d2 d6 e3 e5 f2 f4 g1" },
  { "CN-1", "CNd4 Pc3", "Pe6", "d4", "b5 c4 c6 d3 e3 e4 xe6 f5" },
  { "CN-2", "CNd5 Pc4", "Pe7", "d5", "b6 c5 c7 d4 e4 e5 xe7 f6" }, /* Blue mover, mirrored */
  { "FN-1", "FNd4 Pe3", "Pc6", "d4", "c2 c3 c5 xc6 e2 e5 e6" },
  { "FAD-1", "FADd4 Pb4 Pe5", "Pf6", "d4", "b2 b6 c3 c5 d2 d6 e3 f2 f4 xf6" },
  { "CO-1", "COd4 Pd7", "Pf4", "d4", "a4 b4 b5 c3 c4 c5 c6 d3 d5 d6 e3 e4 e5 e6 xf4 f5" },
  { "CO-2", "COd5 Pf5", "Pd7", "d5", "a5 b5 b6 c4 c5 c6 c7 d4 d6 xd7 e4 e5 e6 e7 f6" }, /* Blue mover, mirrored */
  { "HD-1", "HDd4 Pd5 Pd6 Pb4", "Pg4", "d4", "a4 c3 c5 d1 d2 d7 e3 e5 f4 xg4" },
  { "CGR-1", "CGRd4 Pb4", "Pd7", "d4", "c3 c4 d3 d5 d6 xd7 e3 e4 f4 g4 h4" },
  { "CGR-2", "CGRd5 Pb5", "Pd7", "d5", "c4 c5 d4 d6 xd7 e4 e5 f5 g5 h5" }, /* Blue mover, mirrored */
  { "SR-1", "SRa1", "Pa4", "a1", "a2 a3 xa4 b1 c1 d1 e1" },
  { "FLC-1", "FLCd4", "", "d4", "a2 a3 a5 a6 b1 b7 c1 c7 e1 e7 f1 f7 g2 g3 g5 g6" },
  { "FLC-2", "FLCd4 Pe4 Pe5 Pc3", "Pd5 Sg5", "d4", "a2 a3 a5 a6 b1 b7 c1 c7 e1 f1 g2 g3" },
  { "SGE-1", "SGEd4 Pd5 Pd6", "Pg4", "d4", "a4 c4 d1 d3 d7 e4 xg4" },
  { "ESE-1", "ESEd4 Pa4", "Pf6", "d4", "b2 b6 c4 d1 d3 d5 d7 e4 f2 xf6 g4" },
  { "ED-1", "EDd4 Pd6 Pe5", "Pf6", "d4", "b2 b4 b6 d2 f2 f4 xf6" },
  { "DD-1", "DDa1 Pa2 Pe1", "Pa5", "a1", "a3 xa5 c1" },
  { "AA-1", "AAa1 Pb2", "Pe5", "a1", "c3 xe5" },
  { "FNQ-1", "FNQd4 Pf2", "Pd2", "d4", "a1 b2 b5 c3 c6 xd2 d3 e3 e6 f5" },
  { "FNQ-2", "FNQd5 Pe7", "Pd3", "d5", "a2 b3 b6 c4 c7 xd3 d4 e4 f3 f6 g2 h1" }, /* Blue mover, mirrored */
  { "FQN-1", "FQNd4 Pe3", "Pd6", "d4", "a7 b3 b6 c2 c5 d5 xd6 e2 e5 f3 f6 g7 h8" },
  { "FQN-2", "FQNd5 Pe4", "Pd7", "d5", "a8 b4 b7 c3 c6 d6 xd7 e3 e6 f4 f7 g8" }, /* Blue mover, mirrored */
  { "FNR-1", "FNRd4", "Pd2", "d4", "b5 c6 xd2 d3 e6 f5" },
  { "FRN-1", "FRNd4 Pc2", "Pd7", "d4", "b3 d5 d6 xd7 e2 f3" },
  { "FNB-1", "FNBd4", "Pb2", "d4", "xb2 b5 c3 c6 e3 e6 f2 f5 g1" },
  { "FBN-1", "FBNd4 Pb3", "Pf6", "d4", "a7 b6 c2 c5 e2 e5 f3 xf6" },
  { "FBR-1", "FBRd4 Pd2", "Pf6", "d4", "a7 b6 c5 d3 e5 xf6" },
  { "FRB-1", "FRBd4 Pb2", "Pd6", "d4", "c3 d5 xd6 e3 f2 g1" },
  { "FRB-2", "FRBd5 Pf3", "Pd7", "d5", "a2 b3 c4 d6 xd7 e4" }, /* Blue mover, mirrored */
  { "WEL-1", "WELd4", "", "d4", "b2 b4 b6 c3 c5 d2 d6 e3 e5 f2 f4 f6" },
  { "WEL-2", "WELd4 Pc3 Pf4", "Pe5", "d4", "b4 b6 c5 d2 d6 e3 xe5 f2" },
  { "SHA-1", "SHAd4", "", "d4", "a1 a3 a5 a7 b2 b6 c1 c3 c5 c7 e1 e3 e5 e7 f2 f6 g1 g3 g5 g7" },
  { "SHA-2", "SHAd4 Pc3 Pf6", "Pe5 Sb6", "d4", "a1 a3 a7 b2 xb6 c1 c5 e1 e3 xe5 e7 f2 g1 g3 g5" },
  { "HE-1", "HEd4", "", "d4", "a4 b3 b4 b5 c2 c4 c6 d1 d2 d3 d5 d6 d7 e2 e4 e6 f3 f4 f5 g4" },
  { "HE-2", "HEd4 Pe4 Pd2", "Pd5 Sf4", "d4", "a4 b3 b4 b5 c2 c4 c6 d1 d3 xd5 d6 d7 e6 f3 xf4" },
  { "JG-1", "JGd4 Pd5 Pf6", "Pd6", "d4", "b2 b4 b6 c3 c4 c5 d2 d3 xd6 e3 e4 e5 f2 f4" },
  { "ZG-1", "ZGd4", "", "d4", "a1 a2 a3 a4 a5 a6 a7 b1 b2 b3 b4 b5 b6 b7 b8 c1 c2 c3 c4 c5 c6 c7 d1 d2 d3 d5 d6 d7 d8 e1 e2 e3 e4 e5 e6 e7 f1 f2 f3 f4 f5 f6 f7 f8 g1 g2 g3 g4 g5 g6 g7 h2 h4 h6 h8" },
  { "ZG-2", "ZGb2 Pa1 Pb1 Pc1 Pa2 Pc2 Pa3 Pb3 Pc3", "Pd4", "b2", "a4 a5 b4 b5 b6 c4 c5 d1 d2 d3 xd4 d6 e1 e2 e3 f2 f4" },
  { "MI-1", "MId4 Pd5", "Pd6", "d4", "b3 b4 b5 c2 c4 c6 d2 d3 xd6 e2 e4 e6 f3 f4 f5" },
  { "HP-1", "HPd4 Pe5", "Pf6", "d4", "b2 b3 b5 b6 c2 c3 c5 c6 e2 e3 e6 f2 f3 f5 xf6" },
  { "TN-1", "TNd4", "", "d4", "a1 a3 a5 a7 b2 b4 b6 c1 c3 c5 c7 d2 d6 d8 e1 e3 e5 e7 f2 f4 f6 g1 g3 g5 g7 h4 h8" },
  { "TN-2", "TNa1 Pc3", "Pb2", "a1", "xb2" },
  { "FK-1", "FKd4", "", "d4", "a4 b2 b3 b4 b5 b6 c2 c3 c4 c5 c6 d1 d2 d3 d5 d6 d7 d8 e2 e3 e4 e5 e6 f2 f3 f4 f5 f6 g4 h4" },
  { "FK-2", "FKa1 Pb1", "Pa2", "a1", "xa2 a3 a4 a5 b3 c1 c2 c3 d1 e1" },
  { "OL-1", "OLa1 Pb2 Pc3", "Pe5", "a1", "" },
  { "OL-2", "OLa1 Pc3", "", "a1", "b2 d4" },
  { "LW-1", "LWa1 Pa2 Pa3 Pc1", "Pa5", "a1", "b1 d1" },
  { "SG-1", "SGa1 Pa2 Pb2", "Pb1", "a1", "xb1" },
  { "SG-2", "SGd4", "", "d4", "b2 b3 b4 b5 b6 c2 c3 c4 c5 c6 d2 d3 d5 d6 e2 e3 e4 e5 e6 f2 f3 f4 f5 f6" },
  { "GU-1", "GUa1", "Pb2", "a1", "a2 b1 xb2" },
};

/* Popeye 4.104, "Stipulation ~1" on the same position (no kings: Popeye
 * warns and lists the moves all the same).  Generated by running Popeye;
 * the ids are ours. */
static const Vector popeye_vectors[] = {
  { "CA-1", "CAd4 Pe7 Pb5", "Pc1 Sg5", "d4", "a3 a5 xc1 c7 e1 g3 xg5" },  /* 7 */
  { "Z-1", "Zd4 Pf7", "Pb1 Sa6", "d4", "a2 xa6 xb1 b7 f1 g2 g6" },  /* 7 */
  { "GI-1", "GId4 Pe8", "Pc8 Sh5", "d4", "xc8 h3 xh5" },  /* 3 */
  { "DA-1", "DAd4 Pd6", "Pb4 Sf4", "d4", "xb4 d2 xf4" },  /* 3 */
  { "AL-1", "ALd4 Pf6", "Pb2 Sb6", "d4", "xb2 xb6 f2" },  /* 3 */
  { "WE-1", "WEa1 Pa2", "Pb1", "a1", "xb1" },  /* 1 */
  { "FE-1", "FEd4 Pe5", "Pc3", "d4", "xc3 c5 e3" },  /* 3 */
  { "GN-1", "GNd4 Pe6", "Pg5 Sc1", "d4", "a3 a5 b3 b5 xc1 c2 c6 c7 e1 e2 e7 f3 f5 g3 xg5" },  /* 15 */
  { "SQ-1", "SQd4 Pf6", "Pd6 Sc2", "d4", "b2 b3 b4 b5 b6 xc2 c6 d2 xd6 e2 e6 f2 f3 f4 f5" },  /* 15 */
  { "CR-1", "CRb1 Pe2", "Pc4 Sd7", "b1", "a4 xc4" },  /* 2 */
  { "ZR-1", "ZRc2 Pe5", "Pf5", "c2", "a5 f4" },  /* 2 */
  { "G-1", "Gd4 Pd6 Pb4 Pf2", "Sf6 Pd8 Pa4 Pg1", "d4", "xa4 d7 xg1 g7" },  /* 4 */
  { "G-2", "Gd4 Pc5 Pe5", "Pb6 Se4 Pf4", "d4", "xb6 xf4 f6" },  /* 3 */
  { "LI-1", "LId4 Pd6 Pb4 Pf2", "Sf6 Pd8 Pa4 Ph8 Pg4", "d4", "xa4 d7 xd8 g1 g7 h4 xh8" },  /* 7 */
  { "RH-1", "RHd4 Pd6 Pb4", "Sf4 Pd8 Pa4", "d4", "xa4 d7 g4" },  /* 3 */
  { "BH-1", "BHd4 Pf6 Pb2", "Sf2 Pg7 Pb6 Pa7", "d4", "a1 xa7 g1 xg7" },  /* 4 */
  { "NH-1", "NHb1 Pc3 Pd2", "Pf2 Sd5 Pe7", "b1", "xd5 f3" },  /* 2 */
  { "RL-1", "RLd4 Pd6", "Sf4 Ph4 Pd8", "d4", "d7 xd8 g4 xh4" },  /* 4 */
  { "BL-1", "BLd4 Pf6", "Sb2 Pb6 Pg7", "d4", "a1 a7 xg7" },  /* 3 */
  { "PA-1", "PAd4 Pd6 Pb4", "Sd8 Pf4 Ph4 Pa4", "d4", "xa4 c4 d1 d2 d3 d5 xd8 e4 xh4" },  /* 9 */
  { "VA-1", "VAd4 Pf6 Pb2", "Sg7 Pc3 Pa1 Pb6", "d4", "c5 e3 e5 f2 g1 xg7" },  /* 6 */
  { "LE-2", "LEd4 Pd6", "Sd8 Pf6 Pg7 Pb4", "d4", "a1 a7 b2 b6 c3 c4 c5 d1 d2 d3 d5 xd8 e3 e4 e5 f2 f4 g1 g4 xg7 h4" },  /* 21 */
  { "ET-2", "ETd4 Pd6", "Pf5 Sb3", "d4", "a1 a4 a7 b2 xb3 b4 b5 b6 b8 c2 c3 c4 c5 c6 d1 d2 d3 d5 e2 e3 e4 e5 e6 f2 f3 f4 xf5 f6 f8 g1 g4 g7 h2 h4 h8" },  /* 35 */
  { "WA-2", "WAd4 Pd6", "Pf5 Sb3", "d4", "a4 xb3 b4 b5 b8 c2 c4 c6 d1 d2 d3 d5 e2 e4 e6 f3 f4 xf5 f8 g4 h2 h4" },  /* 22 */
  { "AN-1", "ANd4 Ph8", "Pg8", "d4", "a8 xg8 h1 h7" },  /* 4 */
  { "BI-1", "BId4 Pe7", "Pg7", "d4", "a2 a3 a5 a6 b1 b7 c1 c7 e1 f1 f7 g2 g3 g5 g6" },  /* 15 */
  { "OK-1", "OKd4 Pe6", "Pf7", "d4", "a2 a6 b1 b3 b5 b7 c2 c6 e2 f1 f3 f5 xf7 g2 g6" },  /* 15 */
  { "GR-1", "GRa1 Pc4", "Pd4", "a1", "b3 b4 c2 c5 c7 d2 d7 e3 g3 g4" },  /* 10 */
  { "RO-3", "ROa1 Pc2", "Pd4 Sb5", "a1", "a5 b3 xd4" },  /* 3 */
  { "MA-1", "MAd4 Pd5 Pe3", "Sc3 Pf5 Pb4", "d4", "b3 b5 c2 e2 f3 xf5" },  /* 6 */
  { "MO-1", "MOd4 Pe5 Pc4", "Sc3 Pf6 Pb6", "d4", "b5 c6 e2 f3" },  /* 4 */
  { "EH-1", "EHd4 Pd6 Pb2", "Sd8 Pa4 Rh8 Bf2", "d4", "xa4 a7 d1 h4 xh8" },  /* 5 */
  { "EH-2", "EHa1 Pa5", "Sd4 Pg7 Bc1", "a1", "b2 c3 xd4" },  /* 3 */
  { "DU-1", "DUd4 Pe2", "Sc3", "d4", "" },  /* 0 */
  /* grasshopper-2 and -3: landing two or three squares beyond the hurdle */
  { "G2-1", "Kh1 G2d4 Pd6 Pb4", "Ka8 Sf6 Pf4 Pb2 Sg7 Ra3 Ph3", "d4", "d8 h4" },  /* 2 */
  { "G2-2", "Kh1 G2d4 Pd6 Pb4", "Ka8 Sf6 Pf4 Pb2 Ra3 Ph3 Pg8", "d4", "d8 h4 h8" },  /* 3 */
  { "G3-1", "Kh1 G3d4 Pd5", "Ka8 Sg4 Sa4 Pg1 Pb6", "d4", "d8" },  /* 1 */
  /* the Berolina pawn: diagonal steps (two from its second rank), the
   * capture straight forward, promotion */
  { "BP-1", "BPd2 Pe3", "Sd3", "d2", "b4 c3 xd3" },  /* 3 */
  { "BP-2", "BPd7 Pc8", "Rd8 Se8", "d7", "xd8" },  /* 4: Q S R B */
  { "BP-3", "BPd5", "Pd6", "d5", "c6 xd6 e6" },  /* 3 */
  /* locust-type captures: over the victim to the square just beyond */
  { "L-1", "Kh1 Ld4 Pf2", "Ka8 Pd6 Sb4 Pg7 Ra7 Bf6 Pb2 Pd2", "d4", "xa1 xa4 xd1 xd7" },  /* 4 */
  { "TR-1", "Kh1 TRd4 Pd6", "Ka8 Sb4 Sa4 Sd2 Rg4", "d4", "c4 xd1 d3 d5 e4 f4 xh4" },  /* 7 */
  { "MS-1", "Kh1 MSd4", "Ka8 Pe6 Sf5 Pb5 Pa6", "d4", "b3 c2 c6 e2 f3 xf8 xh6" },  /* 7 */
  /* the orphan: as the rook and the bishop that see it */
  { "O-1", "Od4 Pa2", "Rd8 Sf2 Bh8", "d4",
    "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 xd8 e3 e4 e5 xf2 f4 f6 g4 g7 h4 xh8" },  /* 26 */
  /* as a rook through Black's orphan on a4, which White's rook sees */
  { "O-2", "Od4 Ra7", "Oa4 Sb6", "d4", "xa4 b4 c4 d1 d2 d3 d5 d6 d7 d8 e4 f4 g4 h4" },  /* 14 */
  /* as a knight, and as a White pawn on its first rank (Black's pawn sees it) */
  { "O-3", "Ob1 Pa2", "Pc2 Sd2", "b1", "a3 b2 xc2 c3 xd2" },  /* 5 */
  /* the friend: as the kinds of its own side that observe it, along a
   * chain of friends (Sc6 lends the knight to Fd4, which lends it to Ff5;
   * Rd1 lends the rook to Fd4 alone) */
  { "F-1", "Fd4 Rd1 Sc6 Ff5 Pd6", "Pb4 Sf3 Pe6 Sd7", "d4", "b3 xb4 b5 c2 c4 d2 d3 d5 e2 e4 xe6 xf3 f4 g4 h4" },  /* 15 */
  { "F-2", "Fd4 Rd1 Sc6 Ff5 Pd6", "Pb4 Sf3 Pe6 Sd7", "f5", "e3 e7 g3 g7 h4 h6" },  /* 6 */
  /* as the bishop alone: the rook's file points at it, but Black's own
   * pawn blocks the line (the lenders' vectors are only a first sieve) */
  { "O-5", "Od4 Pa2", "Rd8 Pd6 Sf2 Bh8", "d4", "a1 a7 b2 b6 c3 c5 e3 e5 xf2 f6 g7 xh8" },  /* 12 */
  /* no chain: Black's orphan is seen by nothing */
  { "O-4", "Od4", "Oa4 Rh7 Sb6", "d4", "" },  /* 0 */
  /* equihopper: over the first unit on a line, the squares beyond empty,
   * or over the unit a knight's, zebra's or camel's leap away */
  { "EQ-1", "EQd4 Pd6 Pf6 Pe5 Pb3 Pf4", "Sb6 Pg7 Pd8 Sa1 Pc2", "d4", "xd8 h4" },  /* 2 */
  { "OR-1", "ORd4 Pd6 Pf6 Pe5 Pb3", "Sb6 Pg7 Pd8 Sa1 Pf4 Ph4", "d4", "xd8 xh4" },  /* 2 */
  { "NE-1", "NEd4 Pd6 Pf6 Pe3", "Sb6 Pg7 Sc2 Pe2 Pf5 Ph6", "d4", "d8 f2 xh6 h8" },  /* 4 */
  { "NA-1", "NAd4 Pe6 Pf3", "Sb5 Pf7 Sg7 Ph5 Pb2", "d4", "b3 b8 c2 c6 e2 f5 h6" },  /* 7 */
  { "DR-1", "DRd2 Pe4", "Sc3 Pb1 Pe3", "d2", "xb1 b3 xc3 c4 d3 d4 xe3 f1 f3" },  /* 9 */
  /* Popeye's gryphon (a pawn's steps, a bishop) and ship (a pawn's captures, a rook) */
  { "GY-1", "GYd2 Pf4", "Sd4 Pa5 Sg5", "d2", "xa5 b4 c1 c3 d3 e1 e3" },  /* 7 */
  { "SH-1", "SHd4 Pd7", "Sc5 Pe5 Sh4", "d4", "a4 b4 c4 xc5 d1 d2 d3 d5 d6 e4 xe5 f4 g4 xh4" },  /* 14 */
  /* double hoppers: two grasshopper hops, the first landing empty */
  { "DG-1", "DGd4 Pd5 Pe5 Pc5 Pd3 Pf6", "Pf7 Pb7 Sh5", "d4", "b4 b8 f4 g6" },  /* 4 */
  { "DK-1", "DKd4 Pd6 Pf4 Pb4", "Pf8 Sh6 Pd1", "d4", "c4 d5 e4" },  /* 3 */
  { "DB-1", "DBd4 Pf6 Pb6 Pe3", "Pg7 Sa3 Ph8", "d4", "c5" },  /* 1 */
  /* spiralspringers: knight's leaps zigzagging */
  { "SS-1", "SSd4 Pd6 Pf5 Pb2", "Sf3 Pc6 Sh5 Pa8", "d4", "a2 b1 b3 b4 b5 c2 xc6 d2 d8 e2 e6 xf3 f4 g2 g6 h4" },  /* 16 */
  { "DS-1", "DSd4 Pe6 Pb5", "Sf5 Pc2 Sg8 Pa1", "d4",
    "xa1 a4 a7 b2 b3 b6 xc2 c3 c5 c6 d1 d7 e2 e5 e8 f3 xf5 f6 g1 g4 g7 h5" },  /* 22 */
  /* the radial pieces: tree and leaf hoppers, the radial knight; the
   * mao- and moariders */
  { "TH-1", "THd4 Pd6 Pf4 Pb2", "Sd2 Pf6 Sg7", "d4", "b6 d8 f2 xf6 h4 h8" },  /* 6 */
  { "GE-1", "GEd4 Pe5 Pc6", "Sf3 Pb4 Sd8", "d4", "a5 a7 b2 xb4 b6 b8 d2 d6 xd8 e1 e7 f4 f6 g1 g5 h2 h4 h8" },  /* 18 */
  { "LH-1", "LHd4 Pd5", "Sf6 Pb2", "d4", "xb2 b6 c4 d3 e4 f2 xf6" },  /* 7 */
  { "GF-1", "GFd4 Pe6", "Sb3 Pd2 Sg4", "d4", "a4 xb3 b4 b5 c2 c6 d1 d6 d7 e2 f3 f4 f5" },  /* 13 */
  { "RK-1", "RKd4 Pd6", "Se5 Pc4 Sf2", "d4", "b4 c3 c5 f4 f6 h4" },  /* 6 */
  { "AO-1", "AOd4 Pd5 Pe3", "Sf5 Pc6 Sg7", "d4", "b3 b5 c2 e2 f3 xf5 h2" },  /* 7 */
  { "OA-1", "OAd4 Pe5 Pc3", "Sf6 Pb5 Sb2", "d4", "xb5 b8 c6 e2 f3 h2" },  /* 6 */
  /* angle hoppers: over the first unit, then a turned step */
  { "M-1", "Md4 Pd6 Pf4 Pb2", "Sd2 Pf6 Sg7", "d4", "a2 b1 c1 c7 e1 e7 f7 g3 g5 g6" },  /* 10 */
  { "EA-1", "EAd4 Pd6 Pb4", "Sf6 Pb6 Sg1", "d4", "a5 b3 b5 c6 c7 e6 e7 g5 h2" },  /* 9 */
  { "SW-1", "SWd4 Pd6 Pf4", "Sf6 Pc5 Sg1", "d4", "c4 xc5 d5 e3 e5 e6 f1 f5 g2" },  /* 9 */
  { "HA-1", "HAd4 Pd7 Pf4", "Sb6 Pc3", "d4", "c5 d6 e4" },  /* 3 */
  { "MG-1", "MGd4 Pd6 Pf4 Pb2", "Sd2 Pf6 Sg7", "d4", "a1 a2 a3 b1 b3 c1 c2 c3 c5 c6 c7 d1 d3 d5 d7 e1 e2 e3 e4 e5 e6 e7 f3 f5 f7 g3 g4 g5 g6 xg7" },  /* 30 */
  /* marine pawn and ship, superpawns, reflecting bishop, archbishop, bouncers */
  { "MP-1", "Ka1 MPf2", "Kh8 Pg3 Pe3", "f2", "xd4 f3 f4 xh4" },  /* 4 */
  { "MH-1", "Ka1 MHd4", "Kh8 Pe5 Sc5 Bd7 Rf4 Qa3 Pa2", "d4", "a4 b4 xb6 c4 d1 d2 d3 d5 d6 xd8 e4 xf6 xg4" },  /* 13 */
  { "SP-1", "Ka1 SPd2", "Kh8 Sg5 Bb4 Pd7", "d2", "xb4 d3 d4 d5 d6 xg5" },  /* 6 */
  { "BS-1", "Ka1 BSd2", "Kh8 Pd6 Sf4", "d2", "a5 b4 c3 xd6 e3" },  /* 5 */
  /* the protean pawn: a pawn walking backward as the other side's, its
   * double step from its seventh rank, promoted on its first; none from
   * its eighth */
  { "PP-1", "PPe7 PPb2 PPh8", "Pd6 Pf6 Ra1 Sc1", "e7", "xd6 e5 e6 xf6" },  /* 4 */
  { "PP-2", "PPe7 PPb2 PPh8", "Pd6 Pf6 Ra1 Sc1", "b2", "xa1 b1 xc1" },  /* 12, promotions */
  { "PP-3", "PPe7 PPb2 PPh8", "Pd6 Pf6 Ra1 Sc1", "h8", "" },  /* 0 */
  { "RB-1", "Kh1 RBd3 Pf1", "Kh8 Pb6 Sg4", "d3", "a2 a6 b1 b3 b5 b7 c2 c4 c8 d5 d7 e2 e4 e6 f5 f7 xg4 g6 g8 h7" },  /* 20 */
  { "AR-1", "Kh1 ARd3 Pf1", "Kh8 Pb6 Sg4", "d3", "a2 a6 b1 b5 b7 c2 c4 c8 e2 e4 f5 g6 g8 h7" },  /* 14 */
  { "B1-1", "Ka1 B1d4 Pd2", "Kh8 Pd6 Sf4 Bb3", "d4", "b4 xd6 g7" },  /* 3 */
  { "B2-1", "Ka1 B2c4", "Kh8 Pc6 Sf4 Ba4", "c4", "c2 e4" },  /* 2 */
  { "B3-1", "Ka1 B3d4", "Kh8 Pb6 Sf6 Rc5 Pg2", "d4", "b2 e3" },  /* 2 */
  /* the rose's hoppers: over the first unit on a circle, to the next
   * square (RP) or any beyond (RN); the rao moves as a rose, captures as
   * a rose lion (Popeye's moves) */
  { "RP-1", "RPa4", "Pb6 Sg6 Pd2", "a4", "a8 d7" },  /* 2 */
  { "RP-2", "RPd4 Pe6 Pb5", "Sg7 Pf8 Pc2 Sa4 Ph2", "d4", "a1 a7 d8 xg7" },  /* 4 */
  { "RN-1", "RNa4", "Pb6 Sg6 Pd2", "a4", "a8 b2 d1 d7 f2 f6 g4" },  /* 7 */
  { "RN-2", "RNc1", "Pd3 Sh7 Pa6 Pe5", "c1", "xa6 c5 f4 h3" },  /* 4 */
  { "RA-1", "RAc1", "Pd3 Sh7 Pa6 Pe5", "c1", "a2 xa6 b3 c5 c7 e2 e6 f4 g1 g5 h3" },  /* 11 */
  /* hurdles one step away: the knighthopper, the kao's captures, the
   * contragrasshopper (Popeye's moves, counted by hand) */
  { "KP-1", "KPd4 Pe6 Pf3", "Sb3 Pc2 Pf5 Sh6", "d4", "f8 h2 xh6" },  /* 3 */
  { "KO-1", "KOd4 Pe6 Pf3", "Sb3 Pc2 Pf5 Sh6 Sh7 Sg1 Sf8", "d4", "b5 c6 e2 xf8 xh6" },  /* 5 */
  { "CG-1", "CGd4 Pe5 Pc4", "Pd3 Sb2 Pd6 Pe4 Ph4", "d4", "a4 b4 d1 d2 f4 f6 g4 g7 xh4 h8" },  /* 10 */
  /* the nonstop orix: over any unit of its queen's lines to the mirror square */
  { "NO-1", "NOd4 Pd6 Pe5", "Pb6 Sb2 Pf4 Sf3", "d4", "d8 f6 h4" },  /* 3 */
  /* the querquisite: a rook, knight, bishop, queen or king by its file */
  { "QQ-1", "QQa4 Pa6", "Pd4 Sb2", "a4", "a1 a2 a3 a5 b4 c4 xd4" },  /* 7 */
  { "QQ-2", "QQb4 Pa6", "Pd4 Sd3", "b4", "a2 c2 c6 xd3 d5" },  /* 5 */
  { "QQ-3", "QQe4 Pd5", "Pf4 Sd3", "e4", "xd3 d4 e3 e5 f3 xf4 f5" },  /* 7 */
  { "QQ-4", "QQf4 Pd6", "Pe5 Sb8", "f4", "c1 d2 e3 xe5 g3 g5 h2 h6" },  /* 8 */
  /* the mao- and moahopper: a knight's leap over the mao's or moa's
   * occupied square; the saltador captures as a mao or moa instead */
  { "AH-1", "AHd4 Pe4 Pd5", "Pc4 Sf3 Pd3 Pb5", "d4", "b3 xb5 c2 c6 e2 e6 xf3 f5" },  /* 8 */
  { "OH-1", "OHd4 Pe5 Pc5", "Pc3 Sf6 Pe3 Pb2", "d4", "b3 b5 c2 c6 e2 e6 f3 f5" },  /* 8 */
  { "SA-1", "SAd4 Pe4 Pd5", "Pc4 Sf3 Pd3 Pb5 Sb3 Sf5", "d4", "xb3 xb5 c2 c6 e2 e6 xf3 xf5" },  /* 8 */
  /* the kangaroo and kangaroo lion: over two units of a queen's line */
  { "KA-1", "KAd4 Pd6 Pf6", "Pd7 Sg7 Pb4 Sa4 Pf2 Pb2", "d4", "d8 h8" },  /* 2 */
  { "KA-2", "KAd4 Pd6 Pb4", "Pd7 Sd8 Sa4 Pf4 Sh4 Pg7", "d4", "xd8" },  /* 1 */
  { "KL-1", "KLa1 Pa3 Pc3", "Pa5 Sd4 Pa8 Pe5", "a1", "a6 a7 xa8 xe5" },  /* 4 */
  /* the rabbit is the kangaroo lion; the bob over four units (a2 a4 a5
   * a7, b2 c3 d4 e5); the dolphin a kangaroo and a grasshopper */
  { "RT-1", "RTa1 Pa3 Pc3", "Pa5 Sd4 Pa8 Pe5", "a1", "a6 a7 xa8 xe5" },  /* 4 */
  { "BO-1", "BOa1 Pa2 Pb2 Pc3", "Pa4 Pa5 Ba7 Sd4 Se5", "a1", "a8 f6 g7 h8" },  /* 4 */
  { "DO-1", "DOd4 Pd6 Pf6 Pc4", "Pd7 Sg7 Pb4 Sa4 Pf2 Pb2 Pc5", "d4", "a1 xa4 xb4 b6 xd7 d8 g1 xg7 h8" },  /* 9 */
  /* the hunters: up the board as a rook, down as a bishop, or the other
   * way round (Black's the same squares: the corpus's speckmann_hunters_5) */
  { "RR-1", "RRd4 Pd6", "Pb2 Sf2 Pc5", "d4", "xb2 c3 d5 e3 xf2" },  /* 5 */
  { "BR-1", "BRd4 Pf6", "Pb4 Sd2 Pc5", "d4", "xc5 xd2 d3 e5" },  /* 4 */
  /* a hunter of the problem's, X/Y: forward as X, backward as Y */
  { "SB-1", "S/Bd4 Pc6", "Pe6 Sa1 Pf2", "d4", "xa1 b2 b5 c3 e3 xe6 xf2 f5" },  /* 8 */
  /* the zebu: a camel's and a giraffe's leaps */
  { "ZE-1", "ZEd4 Pe7", "Pc1 Sh5 Ph8", "d4", "a3 a5 xc1 c7 c8 e1 e8 g3 g5 h3 xh5" },  /* 11 */
  /* the eagle equihoppers: the equihopper's hops turned a quarter at
   * the hurdle (d4-d6-b6, d4-c3-a3 over the nearest unit; the nonstop
   * one over any unit on the lines) */
  { "EE-1", "EEd4 Pd6 Pf5 Pc3", "Pb4 Sf2 Pa8 Pe5 Sg6 Sf7", "d4", "b2 xb4 b6 d2 e7 f4 f6 g3 h4" },  /* 9 */
  { "EN-1", "ENd4 Pd6 Pf5 Pc3", "Pb4 Sf2 Pa8 Pe5 Sg6 Sf7 Pb5", "d4", "a3 b2 xb4 b6 c7 d2 e7 f4 f6 g3 h4" },  /* 11 */
  /* the Chinese pawn: forward, and sideways across the river */
  { "CP-1", "CPd4 Pd5", "Pc4 Se4", "d4", "" },  /* 0 */
  { "CP-2", "CPd5", "Pc5 Sd6", "d5", "xc5 xd6 e5" },  /* 3 */
  /* zigzags: a spiralspringer of one sum, the boy and girl scouts (Popeye's moves) */
  { "S2-1", "S2d4 Pd6", "Pf5 Sb3", "d4", "a2 a6 xb3 b4 b5 c2 c6 d2 e2 e6 f1 f3 f4 xf5 g2 g6 h4" },  /* 17 */
  { "S1-1", "S1d4 Pe6", "Pf5 Sb3", "d4", "a4 b2 xb3 b5 c2 c3 c6 d1 d7 e2 e3 e5 e8 f2 f3 xf5 f6 g4 g7 h5" },  /* 20 */
  { "BT-1", "BTd4 Pf6", "Pb6 Sc3", "d4", "a5 b4 xc3 c5 c7 d2 d6 d8 e1 e3 e5 e7 f4 g3 g5 h4" },  /* 16, by hand */
  { "GT-1", "GTd4 Pd6", "Pf4 Sc3", "d4",
    "a6 a7 a8 b5 b6 b7 xc3 c4 c5 c6 d3 d5 e2 e3 e4 e5 e6 f1 f2 f3 f5 f6 f7 g1 g2 g6 g7 g8 h1 h7 h8" },  /* 31 */
  /* the bouncy knight: on from the empty edge square a3 to b5, c4, c2
   * (Popeye's moves, counted by hand) */
  { "BK-1", "BKb1 Pd2", "Pc3 Sb5", "b1", "a3 xb5 c2 xc3 c4" },  /* 5 */
  { "BK-2", "BKa1", "Pc2 Sh8", "a1", "b3 xc2" },  /* 2 */
  /* the equistopper: halfway to the first unit of a queen's line, onto an
   * enemy halfway to a unit beyond, a leap towards a unit two leaps away */
  { "QE-1", "QEd4 Pd6 Pb4 Ph4 Pf8 Pg1", "Pf4 Se6 Pb6 Pf2 Sb2", "d4", "c3 c4 c5 d5 e3 e4 xe6 xf4" },  /* 8 */
  /* the kinghopper over the unit next to it to the square beyond, the
   * zebrarider hopper over the first unit of a zebra's line to the next
   * square, the erlking a king that is not royal */
  { "KH-1", "KHd4 Pd5 Pe4 ZHb1 EKh1 Pc3", "Pc5 Pe5 Pe3 Pd3 Pd7 Sa1 Pd2 Sh3 Pf7", "d4", "b2 b6 xd2 d6 f2 f4 f6" },  /* 7 */
  { "ZH-1", "KHd4 Pd5 Pe4 ZHb1 EKh1 Pc3", "Pc5 Pe5 Pe3 Pd3 Pd7 Sa1 Pd2 Sh3 Pf7", "b1", "xf7 h5" },  /* 2 */
  { "EK-1", "KHd4 Pd5 Pe4 ZHb1 EKh1 Pc3", "Pc5 Pe5 Pe3 Pd3 Pd7 Sa1 Pd2 Sh3 Pf7", "h1", "g1 g2 h2" },  /* 3 */
  /* the maorider and moarider lions over the first unit of their line,
   * passed or reached; the UbiUbi's knight's leaps on over empty squares */
  { "ML-1", "MLd4 Pd6 MMa1 UUh8 Pf7 Pg6", "Pf5 Sb7 Pc2 Pe3 Sh4 Pb3 Pd2 Ph6 Pe6", "d4", "f8 xh6" },  /* 2 */
  { "MM-1", "MLd4 Pd6 MMa1 UUh8 Pf7 Pg6", "Pf5 Sb7 Pc2 Pe3 Sh4 Pb3 Pd2 Ph6 Pe6", "a1", "c5 xe3" },  /* 2 */
  { "UU-1", "MLd4 Pd6 MMa1 UUh8 Pf7 Pg6", "Pf5 Sb7 Pc2 Pe3 Sh4 Pb3 Pd2 Ph6 Pe6", "h8", "" },  /* 0 */
  { "UU-3", "MLd4 Pd6 MMa1 UUh8 Pf7 Pg6 UUa1 Pb3", "Pf5 Sb7 Pc2 Pe3 Sh4 Pd2 Ph6 Pe6", "a1", "xc2" },  /* 1 */
  { "UU-2", "UUa1 Pc3 Pb4 Pd2", "Pc2 Pd3 Pe4", "a1", "a2 a3 a4 a5 a6 a7 a8 b1 b2 b3 b5 b6 b7 b8 c1 xc2 c4 c5 c6 c7 c8 d1 xd3 d4 d5 d6 d7 d8 e1 e2 e3 xe4 e5 e6 e7 e8 f1 f2 f3 f4 f5 f6 f7 f8 g1 g2 g3 g4 g5 g6 g7 g8 h1 h2 h3 h4 h5 h6 h7 h8" },  /* 60 */
  /* the bouncy nightrider: knight's lines, new ones from each empty edge
   * square not bounced from before */
  { "BN-1", "BNd4 Pc6 Pf2", "Pb3 Sh4 Pe8 Pa8", "d4",
    "a3 a6 b1 b2 xb3 b4 b5 b6 b7 b8 c2 c3 c4 c5 c7 d2 d3 d5 d7 d8 e1 e2 e3 e4 e5 e6 e7 xe8 f1 f3 f4 f5 f6 f7 f8 g2 g3 "
    "g4 g5 g6 g7 g8 h2 xh4 h5 h6 h7" },  /* 47 */
  /* the angle hoppers on rook or bishop lines (Popeye's moves; the rook
   * sparrow reaches c3 and c5 over two hurdles each, once) */
  { "RM-1", "RMd4 Pd6 Pf4", "Sb4 Pd2 Pe7", "d4", "a3 a5 c1 c7 e1 xe7 g3 g5" },  /* 8 */
  { "RE-1", "REd4 Pd6 Pf4", "Sb4 Pd2 Ph4", "d4", "b3 b5 c2 c6 e2 e6 f3 f5" },  /* 8 */
  { "RW-1", "RWd4 Pd6 Pg4", "Sb4 Pd2 Pe5", "d4", "c3 c5 e3 xe5 f3 f5" },  /* 6 */
  { "BM-1", "BMd4 Pf6 Pb6", "Sb2 Pf2 Sg6", "d4", "a2 a6 b1 b7 f1 f7 g2 xg6" },  /* 8 */
  { "BE-1", "BEd4 Pf6 Pb6", "Sb2 Pf2 Sg5", "d4", "a3 a5 c1 c7 e1 e7 g3 xg5" },  /* 8 */
  { "BW-1", "BWd4 Pf6 Pb6", "Sb2 Pf2 Sf5", "d4", "b3 b5 c2 c6 e2 e6 f3 xf5" },  /* 8 */
  /* the scarabeus: over the first unit on a queen's line, then one of the
   * two knight's leaps nearest it (Popeye's moves) */
  { "SC-1", "SCd4 Pd6 Pf4", "Sb4 Pd2 Pe5 Pc3", "d4", "a2 b1 c8 e8 f7 g6 h3 h5" },  /* 8 */
  { "SC-2", "SCc3 Pe5", "Pc5 Sd7 Pa1", "c3", "b7 xd7 f7 g6" },  /* 4 */
  /* the Argentinian pieces: captures as a queen, rook or bishop, moves
   * only beyond the first unit */
  { "SE-1", "SEd4 Pd6 Pf6", "Sb4 Pg4 Sb2 Pd1", "d4", "a1 a4 xb2 xb4 xd1 d7 d8 xg4 g7 h4 h8" },  /* 11 */
  { "FA-1", "FAd4 Pd6 Pf6", "Sb4 Pg4 Sb2 Pd1", "d4", "a4 xb4 xd1 d7 d8 xg4 h4" },  /* 7 */
  { "LO-1", "LOd4 Pd6 Pf6", "Sb4 Pg4 Sb2 Pd1 Pe3", "d4", "a1 xb2 xe3 f2 g1 g7 h8" },  /* 7 */
};

/* A hunter X/Y as the input makes one (pieces/hunter.h), kept for the run. */
static const FaPieceSpec *
hunter_spec (const char *code, size_t len)
{
  static GHashTable *made;
  if (!made)
    made = g_hash_table_new (g_str_hash, g_str_equal);
  g_autofree char *key = g_strndup (code, len);
  FaPieceSpec *spec = g_hash_table_lookup (made, key);
  if (!spec)
    {
      const char *slash = strchr (key, '/');
      const FaPieceSpec *away = fa_piece_lookup_code (key, (size_t) (slash - key));
      const FaPieceSpec *home = fa_piece_lookup_code (slash + 1, strlen (slash + 1));
      g_assert_nonnull (away);
      g_assert_nonnull (home);
      spec = g_new0 (FaPieceSpec, 1);
      *spec = *away;
      spec->code = g_strdup (key);
      spec->glyph = spec->code;
      spec->movement = fa_hunter_movement (away, home);
      g_assert_nonnull (spec->movement);
      spec->flags = FA_PIECE_HUNTER;
      g_hash_table_insert (made, g_strdup (key), spec);
    }
  return spec;
}

static const FaPieceSpec *
lookup (const char *code, size_t len)
{
  if (memchr (code, '/', len))
    return hunter_spec (code, len);
  const FaPieceSpec *spec = fa_piece_lookup_code (code, len);
  if (!spec)
    g_error ("no piece %.*s in the catalogue", (int) len, code);
  return spec;
}

/* The kinds a vector uses, for fa_rules_new. */
static int
collect_specs (const char *list, const FaPieceSpec **specs, int n)
{
  g_auto (GStrv) tokens = g_strsplit (list, " ", -1);
  for (char **t = tokens; *t; t++)
    {
      size_t len = 0;
      /* codes are upper case letters and digits (G2, 15; a hunter S/B),
       * squares lower case */
      while (((*t)[len] >= 'A' && (*t)[len] <= 'Z') || ((*t)[len] >= '0' && (*t)[len] <= '9') || (*t)[len] == '/')
        len++;
      if (len)
        specs[n++] = lookup (*t, len);
    }
  return n;
}

/* Puts "CODEsq" pieces; mirror flips the ranks and the colours. */
static void
put_pieces (FaPosition *pos, const char *list, unsigned colour, bool mirror)
{
  const FaRules *r = pos->rules;
  g_auto (GStrv) tokens = g_strsplit (list, " ", -1);
  for (char **t = tokens; *t; t++)
    {
      if (!**t)
        continue;
      size_t len = 0;
      while (((*t)[len] >= 'A' && (*t)[len] <= 'Z') || ((*t)[len] >= '0' && (*t)[len] <= '9') || (*t)[len] == '/')
        len++;
      FaSquare sq;
      g_assert_cmpint (fa_square_parse (r->geometry.files, r->geometry.ranks, *t + len, &sq), >, 0);
      if (mirror)
        sq = fa_square_make (&r->geometry, fa_square_file (&r->geometry, sq),
                             r->geometry.ranks - 1 - fa_square_rank (&r->geometry, sq));
      int kind = fa_rules_kind_of (r, lookup (*t, len));
      fa_position_put (pos, sq, fa_piece_make (kind, mirror ? colour ^ 3u : colour));
    }
}

static int
compare_names (const void *a, const void *b)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;
  if (*x == 'x')
    x++;
  if (*y == 'x')
    y++;
  if (x[0] != y[0])
    return x[0] - y[0];
  return atoi (x + 1) - atoi (y + 1);
}

/* The destinations of the moves from `from`, sorted, in the vectors'
 * notation (promotions collapse into one destination). */
static char *
destinations (const FaPosition *pos, FaSquare from, bool mirror)
{
  const FaGeometry *g = &pos->rules->geometry;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; i < n; i++)
    {
      if (moves[i].from != from)
        continue;
      FaSquare to = moves[i].to;
      if (mirror)
        to = fa_square_make (g, fa_square_file (g, to), g->ranks - 1 - fa_square_rank (g, to));
      char buf[4];
      char *name = g_strdup_printf ("%s%s", fa_move_is_capture (pos, moves[i]) ? "x" : "",
                                    fa_square_name (g, to, buf));
      bool seen = false;
      for (guint j = 0; j < names->len && !seen; j++)
        seen = strcmp (g_ptr_array_index (names, j), name) == 0;
      if (seen)
        g_free (name);
      else
        g_ptr_array_add (names, name);
    }
  if (names->len > 1) /* (no moves: no array to sort at all) */
    qsort (names->pdata, names->len, sizeof (gpointer), compare_names);
  g_ptr_array_add (names, NULL);
  char *joined = g_strjoinv (" ", (char **) names->pdata);
  g_ptr_array_free (names, TRUE);
  return joined;
}

static void
check_vector (const Vector *v, bool mirror)
{
  const FaPieceSpec *specs[32];
  int n = collect_specs (v->white, specs, 0);
  n = collect_specs (v->black, specs, n);
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, n, &error);
  g_assert_nonnull (rules);
  FaPosition *pos = g_new (FaPosition, 1);
  fa_position_init (pos, rules);
  put_pieces (pos, v->white, 1u, mirror);
  put_pieces (pos, v->black, 2u, mirror);
  pos->side = mirror ? FA_BLACK : FA_WHITE;
  FaSquare from;
  fa_square_parse (8, 8, v->from, &from);
  if (mirror)
    from = fa_square_make (&rules->geometry, fa_square_file (&rules->geometry, from),
                           7 - fa_square_rank (&rules->geometry, from));
  g_autofree char *got = destinations (pos, from, mirror);
  if (strcmp (got, v->expected) != 0)
    g_error ("%s%s: got      %s\n         expected %s", v->id, mirror ? " (Black, mirrored)" : "", got,
             v->expected);
  g_free (pos);
  fa_rules_free (rules);
}

static void
test_vector (gconstpointer data)
{
  const Vector *v = data;
  check_vector (v, false);
  /* The catalogue's hunters go up and down the board for Black too: no
   * mirror image (their Black moves: the random tests below and the
   * corpus's speckmann_hunters_5, a Black RR). */
  const FaPieceSpec *mover = NULL;
  fa_piece_match_code (v->white, &mover);
  if (!(mover && (mover->flags & FA_PIECE_HUNTER) && !strchr (mover->code, '/')))
    check_vector (v, true);
}

/* UC-73 spec 2.2: destinations of a lone White piece on an empty 8x8 from
 * d4, and the maximum over all squares. */
static void
test_empty_board_counts (void)
{
  static const struct { const char *code; int d4, max; } counts[] = {
    { "AM", 35, 35 }, { "EM", 22, 22 }, { "PR", 21, 21 }, { "ET", 39, 39 }, { "WA", 26, 26 },
    { "N", 12, 12 }, { "RO", 14, 16 }, { "LE", 27, 27 }, { "S", 8, 8 }, { "Q", 27, 27 },
    { "R", 14, 14 }, { "K", 8, 8 },
    { "UN", 25, 25 }, { "DRK", 18, 18 }, { "DRH", 17, 17 }, { "HV", 20, 20 }, { "NW", 12, 12 }, { "NF", 12, 12
    }, { "NG", 16, 16 }, { "GRY", 24, 24 }, { "AAN", 24, 24 }, { "SQN", 39, 39 }, { "SIS", 26, 26 }, { "NDB",
    12, 12 }, { "NAL", 12, 12 }, { "CHS", 26, 26 }, { "DH", 34, 34 }, { "WOR", 8, 8 }, { "WMF", 8, 8 }, {
    "WAF", 8, 8 }, { "EF", 8, 8 }, { "BD", 17, 17 }, { "CN", 9, 9 }, { "FN", 8, 8 }, { "FAD", 12, 12 }, {
    "CO", 20, 22 }, { "HD", 12, 12 }, { "CGR", 14, 16 }, { "SR", 14, 14 }, { "FLC", 16, 16 }, { "SGE", 8, 8 },
    { "ESE", 12, 12 }, { "ED", 8, 8 }, { "DD", 6, 6 }, { "AA", 5, 5 }, { "FNQ", 13, 16 }, { "FQN", 15, 16 }, {
    "FNR", 7, 9 }, { "FRN", 8, 9 }, { "FNB", 10, 11 }, { "FBN", 11, 11 }, { "FBR", 10, 10 }, { "FRB", 10, 10
    }, { "WEL", 12, 12 }, { "SHA", 20, 20 }, { "HE", 20, 20 }, { "JG", 16, 16 }, { "ZG", 55, 55 }, { "MI", 16,
    16 }, { "HP", 16, 16 }, { "TN", 27, 27 }, { "FK", 30, 30 }, { "OL", 13, 13 }, { "LW", 14, 14 }, { "SG",
    24, 24 }, { "GU", 8, 8 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      const FaPieceSpec *spec = lookup (counts[i].code, strlen (counts[i].code));
      const char *error = NULL;
      FaRules *rules = fa_rules_new (8, 8, NULL, &spec, 1, &error);
      FaPosition *pos = g_new (FaPosition, 1);
      int kind = fa_rules_kind_of (rules, spec), max = 0;
      for (FaSquare sq = 0; sq < 64; sq++)
        {
          fa_position_init (pos, rules);
          fa_position_put (pos, sq, fa_piece_make (kind, 1u));
          FA_MOVE_LIST (moves, pos);
          int n = fa_generate_pseudo_legal (pos, moves);
          if (sq == 27 && n != counts[i].d4)
            g_error ("%s: %d moves from d4 on 8x8, the spec says %d", counts[i].code, n, counts[i].d4);
          max = MAX (max, n);
        }
      if (max != counts[i].max)
        g_error ("%s: at most %d moves on 8x8, the spec says %d", counts[i].code, max, counts[i].max);
      g_free (pos);
      fa_rules_free (rules);
    }
}

/* The Popeye convention for hopper checks: in check from a hopper, the
 * screen may capture off the line.  Fairy-Stockfish misses this evasion
 * (tests/test-fsf-perft.sh); Popeye 4.104 lists the 7 moves of
 * White Ke1 Pf2, Black VAh4 LEe3, ~1: Kd2 Kd1 Ke2 Kf1 f4 f3 fxe3. */
static void
test_hopper_check_evasion (void)
{
  const FaPieceSpec *specs[] = { lookup ("VA", 2), lookup ("LE", 2), lookup ("G", 1) };
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, 3, &error);
  FaPosition *pos = g_new (FaPosition, 1);
  FaMove moves[HAND_MADE_MOVES];
  g_assert_true (fa_position_set_fen (pos, rules, "4k3/8/8/8/7[va]/4[le]3/5P2/4K3 w - -"));
  g_assert_true (fa_in_check (pos, FA_WHITE));
  g_assert_cmpint (fa_generate_legal (pos, moves), ==, 7);
  /* The same with a grasshopper on g3: Popeye lists the same moves and
   * fxg3. */
  g_assert_true (fa_position_set_fen (pos, rules, "4k3/8/8/8/8/4[le]1[g]1/5P2/4K3 w - -"));
  g_assert_true (fa_in_check (pos, FA_WHITE));
  g_assert_cmpint (fa_generate_legal (pos, moves), ==, 8);
  g_free (pos);
  fa_rules_free (rules);
}

/* A locust's attack needs the square beyond the king empty: the legality
 * filter marks that square (and the locust's line) for a test.  Black's
 * triton e8 (a rook mover that captures as a locust) would take the king
 * e4 by landing on e3, where White's knight stands: no knight move is
 * legal.  Legal: the king's six steps off the e-file (e5 is on the
 * triton's line, e4 beyond it empty once the king has left), the pawn's
 * two. */
static void
test_locust_landing_square_pins (void)
{
  const FaPieceSpec *specs[] = { lookup ("TR", 2) };
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, 1, &error);
  FaPosition *pos = g_new (FaPosition, 1);
  FaMove moves[HAND_MADE_MOVES];
  g_assert_true (fa_position_set_fen (pos, rules, "k3[tr]3/8/8/8/4K3/4N3/P7/8 w - -"));
  g_assert_false (fa_in_check (pos, FA_WHITE));
  int n = fa_generate_legal (pos, moves);
  FaSquare knight;
  g_assert_cmpint (fa_square_parse (8, 8, "e3", &knight), >, 0);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (moves[i].from, !=, knight);
  g_assert_cmpint (n, ==, 6 + 2);
  g_free (pos);
  fa_rules_free (rules);
}

/* Does the move from-to of the side to move check, by the prediction and
 * once made? */
static void
assert_check_predicted (FaPosition *pos, const char *from, const char *to, bool expected)
{
  FaCheckInfo checks;
  fa_check_info_init (&checks, pos);
  FaMove moves[HAND_MADE_MOVES];
  int n = fa_generate_legal (pos, moves);
  FaSquare f, t;
  g_assert_cmpint (fa_square_parse (8, 8, from, &f), >, 0);
  g_assert_cmpint (fa_square_parse (8, 8, to, &t), >, 0);
  for (int i = 0; i < n; i++)
    if (moves[i].from == f && moves[i].to == t)
      {
        g_assert_cmpint (fa_move_gives_check (&checks, pos, moves[i]), ==, expected);
        fa_position_make (pos, moves[i]);
        g_assert_cmpint (fa_in_check (pos, pos->side), ==, expected);
        fa_position_unmake (pos);
        return;
      }
  g_error ("no move %s-%s", from, to);
}

/* A piece between a rider and the enemy king that leaps or hops along the
 * line beyond the rider uncovers check (White Kb3 Re1 DAd1, Black Ka1:
 * DAd1-f1 as DAd1-d3; the prediction once took f1, on the line, for
 * still shielding and the mate search missed the mate, which Popeye
 * finds).  A grasshopper, now in the attack tables, checks by its hop
 * and is given a hurdle by another piece's move. */
static void
test_check_prediction_lines (void)
{
  const FaPieceSpec *specs[] = { lookup ("DA", 2), lookup ("G", 1) };
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, 2, &error);
  FaPosition *pos = g_new (FaPosition, 1);
  g_assert_true (fa_position_set_fen (pos, rules, "8/8/8/8/8/1K6/8/k2[DA]R3 w - -"));
  assert_check_predicted (pos, "d1", "f1", true);
  assert_check_predicted (pos, "d1", "d3", true);
  /* White Kh3 Gd4 Sd1, Black Ka1: Sd1-b2 gives the grasshopper its hurdle
   * beside the king (check), Sd1-c3 blocks its way (none). */
  g_assert_true (fa_position_set_fen (pos, rules, "8/8/8/8/3[G]4/7K/8/k2N4 w - -"));
  assert_check_predicted (pos, "d1", "b2", true);
  assert_check_predicted (pos, "d1", "c3", false);
  g_free (pos);
  fa_rules_free (rules);
}

static int
count_legal_from (FaPosition *pos, const char *from, FaPiece *promoted_to)
{
  FaMove moves[HAND_MADE_MOVES];
  int n = fa_generate_legal (pos, moves), count = 0;
  FaSquare sq;
  g_assert_cmpint (fa_square_parse (8, 8, from, &sq), >, 0);
  for (int i = 0; i < n; i++)
    if (moves[i].from == sq)
      {
        count++;
        if (moves[i].promotion && promoted_to)
          {
            fa_position_make (pos, moves[i]);
            *promoted_to = pos->board[moves[i].to];
            fa_position_unmake (pos);
          }
      }
  return count;
}

/* Neutral pieces (both colour bits), as Popeye plays them: they move for
 * the side to move, a pawn in its direction; they attack both kings, so a
 * neutral rook may not go where it would check its own side's king; a
 * neutral pawn promotes to a neutral piece. */
static void
test_neutral_pieces (void)
{
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, NULL, 0, &error);
  rules->neutral_pieces = rules->conditions.move_effects = true; /* as the solver sets them */
  FaPosition *pos = g_new (FaPosition, 1);
  const FaPiece neutral_rook = fa_piece_make (rules->rook_kind, 3), neutral_pawn = fa_piece_make (rules->pawn_kind, 3);
  FaSquare sq;
  g_assert_true (fa_position_set_fen (pos, rules, "k7/8/8/8/8/8/8/4K3 w - -"));
  fa_square_parse (8, 8, "h4", &sq);
  fa_position_put (pos, sq, neutral_rook);
  /* White: not h4-e4 nor h4-h1 (each would check e1); Black: not h4-h8
   * nor h4-a4 (a8). */
  g_assert_cmpint (count_legal_from (pos, "h4", NULL), ==, 12);
  g_assert_cmpint (count_legal_from (pos, "e1", NULL), ==, 5);
  pos->side = FA_BLACK;
  g_assert_cmpint (count_legal_from (pos, "h4", NULL), ==, 12);
  /* A neutral rook on the black king's line checks it. */
  g_assert_false (fa_in_check (pos, FA_BLACK));
  fa_square_parse (8, 8, "a4", &sq);
  fa_position_put (pos, sq, neutral_rook);
  g_assert_true (fa_in_check (pos, FA_BLACK));
  pos->side = FA_WHITE;
  /* White may take the neutral rook that checks Black. */
  g_assert_false (fa_in_check (pos, FA_WHITE));

  g_assert_true (fa_position_set_fen (pos, rules, "k7/8/8/8/8/8/8/K7 w - -"));
  fa_square_parse (8, 8, "d2", &sq);
  fa_position_put (pos, sq, neutral_pawn);
  FaPiece promoted = 0;
  g_assert_cmpint (count_legal_from (pos, "d2", &promoted), ==, 2); /* d3, d4 */
  pos->side = FA_BLACK;
  g_assert_cmpint (count_legal_from (pos, "d2", &promoted), ==, 4); /* d1=Q, S, R, B */
  g_assert_cmpint (promoted & 3, ==, 3);
  g_free (pos);
  fa_rules_free (rules);
}

/* A castling right from a FEN without its rook gives no castling (it used
 * to move an empty square, or whatever stood there, as the rook). */
static void
test_castling_needs_rook (void)
{
  const FaPieceSpec *specs[] = { lookup ("FE", 2) };
  const char *error = NULL;
  FaRules *rules = fa_rules_new (8, 8, NULL, specs, 1, &error);
  FaPosition *pos = g_new (FaPosition, 1);
  FaMove moves[HAND_MADE_MOVES];
  g_assert_true (fa_position_set_fen (pos, rules, "4k3/8/8/8/8/8/8/4K3 w K -"));
  g_assert_cmpint (fa_generate_legal (pos, moves), ==, 5);
  g_assert_true (fa_position_set_fen (pos, rules, "4k3/8/8/8/8/8/8/[FE]3K3 w Q -"));
  g_assert_cmpint (fa_generate_legal (pos, moves), ==, 6);
  g_free (pos);
  fa_rules_free (rules);
}

/* ---- other boards: a walker on coordinates, independent of the step
 * tables, for leapers, riders, hoppers and lions. ---- */

static bool
on_board (const FaGeometry *g, int x, int y)
{
  return x >= 0 && y >= 0 && x < g->files && y < g->ranks && !g->hole[y * g->files + x];
}

/* Sorted destination squares (with FA_MOVE captures marked by +1000). */
static GArray *
reference_destinations (const FaPosition *pos, FaSquare from)
{
  const FaRules *r = pos->rules;
  const FaGeometry *g = &r->geometry;
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  FaPiece p = pos->board[from];
  int side = fa_piece_is_side (p, FA_WHITE) ? FA_WHITE : FA_BLACK;
  unsigned enemy = fa_side_bit (side ^ 1);
  FaMovement m;
  int epos;
  const char *expected;
  g_assert_true (fa_movement_parse (r->kinds[fa_piece_kind (p)].spec->movement, &m, &epos, &expected));
  int x0 = fa_square_file (g, from), y0 = fa_square_rank (g, from);
  for (int i = 0; i < m.n_parts; i++)
    {
      const FaMovementPart *part = &m.parts[i];
      g_assert_cmpint (part->shape, !=, FA_SHAPE_ROSE); /* not walked here */
      g_assert_cmpint (part->shape, !=, FA_SHAPE_PAWN);
      for (int d = 0; d < part->n_directions; d++)
        {
          int dx = part->directions[d][0], dy = part->directions[d][1];
          if (side == FA_BLACK && !part->absolute) /* u d: White's directions */
            dy = -dy;
          int x = x0, y = y0, hurdles = 0, after = 0;
          for (int k = 1;; k++)
            {
              x += dx;
              y += dy;
              if (!on_board (g, x, y))
                break;
              FaPiece q = pos->board[y * g->files + x];
              /* a g hopper lands range squares beyond its hurdle (at least one) */
              if (hurdles == 1)
                after++;
              bool landing = part->shape == FA_SHAPE_LEAP || part->shape == FA_SHAPE_RIDE
                             || (part->shape == FA_SHAPE_HOP && hurdles == 1 && after == MAX (part->range, 1))
                             || (part->shape == FA_SHAPE_LION_HOP && hurdles == 1);
              if (landing)
                {
                  int sq = y * g->files + x;
                  if (!q && part->can_move)
                    g_array_append_val (out, sq);
                  else if (q && (q & enemy) && part->can_capture)
                    {
                      sq += 1000;
                      g_array_append_val (out, sq);
                    }
                }
              if (q)
                {
                  if (landing || ++hurdles > 1)
                    break;
                }
              else if (part->shape == FA_SHAPE_HOP && hurdles == 1 && after >= MAX (part->range, 1))
                break;
              if (part->shape == FA_SHAPE_LEAP || (part->shape == FA_SHAPE_RIDE && k == part->range))
                break;
            }
        }
    }
  return out;
}

static int
compare_ints (gconstpointer a, gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

static GArray *
sorted_unique (GArray *a)
{
  g_array_sort (a, compare_ints);
  for (guint i = 1; i < a->len;)
    if (g_array_index (a, int, i) == g_array_index (a, int, i - 1))
      g_array_remove_index (a, i);
    else
      i++;
  return a;
}

static GArray *
generated_destinations (FaPosition *pos, FaSquare from)
{
  /* The side of the piece to move (no copy of the position: it is large,
   * and this runs for every piece of every trial). */
  int saved_side = pos->side;
  pos->side = fa_piece_is_side (pos->board[from], FA_WHITE) ? FA_WHITE : FA_BLACK;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  /* The bound the engine sizes its move lists by must hold. */
  g_assert_cmpuint ((guint) n, <=, fa_move_capacity (pos));
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));
  for (int i = 0; i < n; i++)
    if (moves[i].from == from)
      {
        int sq = moves[i].to + (pos->board[moves[i].to] ? 1000 : 0);
        g_array_append_val (out, sq);
      }
  pos->side = saved_side;
  return out;
}

typedef struct
{
  const char *name;
  int files, ranks;
  const char *holes; /* square names, or NULL */
} Board;

static const Board boards[] = {
  { "8x8", 8, 8, NULL },
  { "10x10", 10, 10, NULL },
  { "12x8", 12, 8, NULL },
  { "8x8-holes", 8, 8, "d4 e5 c6 f3 a8 h1" },
  { "10x10-holes", 10, 10, "e5 f6 e6 f5 a1 j10 c8" },
  { "16x16", 16, 16, NULL },
  { "5x3", 5, 3, NULL },
};

/* Kinds for the random positions: every non-rose, non-pawn kind of the
 * catalogue, in groups that fit the rules' tables. */
static const char *const fairy_groups[][8] = {
  { "N", "CA", "Z", "GI", "AM", "EM", "PR", "G" },
  { "LI", "DA", "AL", "WE", "FE", "LE", "PA", "VA" },
  { "GN", "AN", "BI", "OK", "SQ", "CR", "ZR", "GR" },
  { "ET", "WA", "RH", "BH", "NH", "RL", "BL", "NL" },
  { "15", "16", "24", "25", "35", "36", "37", "RF" },
  { "BU", "RO", "G", "N", "LI", "NH", "NL", "CR" },
  /* UC-73 */
  { "HV", "GRY", "AAN", "SIS", "CHS", "DH", "FLC", "WEL" },
  { "SHA", "HE", "ZG", "TN", "FK", "OL", "LW", "SG" },
  { "SQN", "CN", "CO", "CGR", "FNQ", "FQN", "FN", "SR" },
  { "UN", "DRK", "DRH", "NW", "NF", "NG", "NDB", "NAL" },
  { "WOR", "WMF", "WAF", "EF", "BD", "FAD", "HD", "SGE" },
  { "ESE", "ED", "DD", "AA", "FNR", "FRN", "FNB", "FBN" },
  { "FBR", "FRB", "JG", "MI", "HP", "GU", "GRY", "SIS" },
  /* more of Popeye's */
  { "EH", "MA", "MO", "DU", "WR", "FR", "G", "ZG" },
  { "O", "N", "CA", "G", "LE", "GRY", "AM", "WE" },
  { "BP", "O", "N", "G", "EH", "MA", "AM", "WE" },
  { "L", "LR", "LB", "LN", "SI", "TR", "ND", "MS" },
  { "G2", "G3", "G", "RH", "BH", "NH", "LI", "N" },
  { "EQ", "OR", "NE", "NA", "DR", "G", "LI", "N" },
  { "DG", "DK", "DB", "NE", "EQ", "G", "RH", "N" },
  { "SS", "DS", "NA", "DR", "OR", "RO", "N", "CA" },
  { "TH", "GE", "LH", "GF", "RK", "AO", "OA", "G" },
  { "M", "EA", "SW", "HA", "MG", "G", "LI", "N" },
  { "MP", "MH", "SP", "BS", "RB", "AR", "B1", "N" },
  { "B1", "B2", "B3", "RB", "MP", "SI", "TR", "G" },
  { "RM", "RE", "RW", "BM", "BE", "BW", "M", "EA" },
  { "SE", "FA", "LO", "RE", "BW", "SC", "G", "N" },
  { "RP", "RN", "RA", "RO", "G", "LI", "N", "SE" },
  { "KP", "KO", "CG", "NH", "G", "LI", "N", "RA" },
  { "NO", "QQ", "NE", "OR", "KO", "CG", "Q", "N" },
  { "AH", "OH", "SA", "MA", "MO", "AO", "OA", "N" },
  { "KA", "KL", "G", "LI", "DG", "NE", "KP", "Q" },
  { "CP", "QQ", "SA", "KA", "P", "BP", "R", "N" },
  { "S1", "S2", "S3", "S4", "QN", "BT", "GT", "SS" },
  { "BK", "S1", "QN", "N", "SS", "DS", "RB", "AR" },
  { "RT", "BO", "DO", "ZE", "KA", "KL", "G", "CA" },
  { "EE", "EN", "EQ", "NE", "EA", "OR", "Q", "N" },
  { "F", "O", "N", "G", "R", "S", "B", "EE" },
  { "BN", "BK", "N", "F", "EN", "S", "Q", "G" },
  { "PP", "P", "BP", "MP", "SP", "N", "B", "R" },
  { "QE", "EQ", "EE", "NE", "Q", "N", "R", "B" },
  { "KH", "ZH", "EK", "NH", "KP", "CG", "G", "ZR" },
  { "ML", "MM", "UU", "AO", "OA", "NL", "BK", "N" },
  { "RR", "BR", "S/B", "B/S", "Q/N", "R/B", "N", "ZE" },
};

/* After the groups, one more: every kind above in one problem, far more
 * than 64 kinds (a UC-73 game has 73 a side), so that kinds whose
 * number is 64 or more go through the attack tables, the legality filter
 * and the check test too. */
#define CROWD_GROUP ((int) G_N_ELEMENTS (fairy_groups))
#define N_GROUPS (G_N_ELEMENTS (fairy_groups) + 1)

static int
crowd_specs (const FaPieceSpec **specs)
{
  int n = 0;
  for (gsize grp = 0; grp < G_N_ELEMENTS (fairy_groups); grp++)
    for (int i = 0; i < 8; i++)
      {
        const FaPieceSpec *spec = lookup (fairy_groups[grp][i], strlen (fairy_groups[grp][i]));
        bool seen = false;
        for (int j = 0; j < n && !seen; j++)
          seen = specs[j] == spec;
        if (!seen)
          specs[n++] = spec;
      }
  /* As many as a problem may hold besides the six orthodox kinds: the
   * last ones, the shapes added last, get the highest numbers. */
  int keep = MIN (n, FA_MAX_KINDS - 6), drop = n - keep;
  memmove (specs, specs + drop, sizeof *specs * (size_t) keep);
  g_assert_cmpint (keep, >, 100);
  return keep;
}

static FaRules *
board_rules (const Board *b, int group)
{
  bool holes[FA_MAX_SQUARES] = { false };
  if (b->holes)
    {
      g_auto (GStrv) names = g_strsplit (b->holes, " ", -1);
      for (char **n = names; *n; n++)
        {
          FaSquare sq;
          g_assert_cmpint (fa_square_parse (b->files, b->ranks, *n, &sq), >, 0);
          holes[sq] = true;
        }
    }
  const FaPieceSpec *specs[8 * G_N_ELEMENTS (fairy_groups)];
  int n_specs = 0;
  if (group == CROWD_GROUP)
    n_specs = crowd_specs (specs);
  else
    for (; n_specs < 8; n_specs++)
      specs[n_specs] = lookup (fairy_groups[group][n_specs], strlen (fairy_groups[group][n_specs]));
  const char *error = NULL;
  FaRules *rules = fa_rules_new (b->files, b->ranks, holes, specs, n_specs, &error);
  if (!rules)
    g_error ("%s group %d: %s", b->name, group, error);
  return rules;
}

/* Random placement of the group's kinds, orthodox pieces and pawns
 * (never on a first or last rank, Berolina, marine and protean pawns neither: no promotions
 * here), kings optional. */
static void
random_position (FaPosition *pos, const FaRules *r, GRand *rand, int n_pieces)
{
  const FaGeometry *g = &r->geometry;
  fa_position_init (pos, r);
  for (int i = 0; i < n_pieces; i++)
    {
      FaSquare sq = (FaSquare) g_rand_int_range (rand, 0, fa_geometry_n_squares (g));
      if (!fa_square_exists (g, sq) || pos->board[sq])
        continue;
      int kind = g_rand_int_range (rand, 1, r->n_kinds + 1);
      if (kind == r->king_kind && g_rand_boolean (rand))
        continue;
      int rank = fa_square_rank (g, sq);
      bool pawnlike = kind == r->pawn_kind || r->kinds[kind].parts[0][0].shape == FA_SHAPE_BEROLINA
                      || (r->kinds[kind].n_parts == 1
                          && (r->kinds[kind].parts[0][0].marine || r->kinds[kind].parts[0][0].reversed));
      if (pawnlike && (rank == 0 || rank == g->ranks - 1))
        continue;
      unsigned colour = g_rand_boolean (rand) ? 1u : 2u;
      if (kind == r->king_kind && pos->king[colour - 1] != FA_NO_SQUARE)
        continue;
      fa_position_put (pos, sq, fa_piece_make (kind, colour));
    }
  pos->side = g_rand_boolean (rand) ? FA_WHITE : FA_BLACK;
}

static bool
walkable (const FaRules *r, FaPiece p)
{
  const FaKind *k = &r->kinds[fa_piece_kind (p)];
  for (int i = 0; i < k->n_parts; i++)
    if (k->parts[0][i].shape == FA_SHAPE_ROSE || k->parts[0][i].shape == FA_SHAPE_PAWN
        || k->parts[0][i].shape == FA_SHAPE_PATHS || k->parts[0][i].shape == FA_SHAPE_ORPHAN
        || k->parts[0][i].shape == FA_SHAPE_BEROLINA || k->parts[0][i].shape == FA_SHAPE_LOCUST
        || k->parts[0][i].shape == FA_SHAPE_EQUIHOP || k->parts[0][i].shape == FA_SHAPE_DOUBLE_HOP
        || k->parts[0][i].shape == FA_SHAPE_RADIAL || k->parts[0][i].shape == FA_SHAPE_ANGLE_HOP
        || k->parts[0][i].shape == FA_SHAPE_REFLECT || k->parts[0][i].shape == FA_SHAPE_BOUNCE
        || k->parts[0][i].shape == FA_SHAPE_ROSE_HOP || k->parts[0][i].shape == FA_SHAPE_NEAR_HOP
        || k->parts[0][i].shape == FA_SHAPE_QUERQUISITE || k->parts[0][i].shape == FA_SHAPE_MAO_HOP
        || k->parts[0][i].shape == FA_SHAPE_KANGAROO || k->parts[0][i].shape == FA_SHAPE_CHINESE_PAWN
        || k->parts[0][i].shape == FA_SHAPE_BOUNCY_KNIGHT        || k->parts[0][i].marine)
      return false;
  return true;
}

/* Every piece's generated destinations are the coordinate walker's, on
 * every board. */
static void
test_boards_against_walker (void)
{
  GRand *rand = g_rand_new_with_seed (20240611);
  FaPosition *pos = g_new (FaPosition, 1);
  int checked = 0;
  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    for (gsize grp = 0; grp < N_GROUPS; grp++)
      {
        FaRules *rules = board_rules (&boards[b], (int) grp);
        for (int trial = 0; trial < 400; trial++)
          {
            random_position (pos, rules, rand, 4 + trial % 20);
            for (int i = 0; i < pos->n_occupied; i++)
              {
                FaSquare from = pos->occupied[i];
                FaPiece p = pos->board[from];
                if (!walkable (rules, p))
                  continue;
                GArray *want = sorted_unique (reference_destinations (pos, from));
                GArray *got = sorted_unique (generated_destinations (pos, from));
                bool same = want->len == got->len
                            && (want->len == 0 || memcmp (want->data, got->data, want->len * sizeof (int)) == 0);
                if (!same)
                  {
                    char buf[4];
                    g_error ("%s: %s on %s: generator %u destinations, walker %u", boards[b].name,
                             rules->kinds[fa_piece_kind (p)].spec->code, fa_square_name (&rules->geometry, from, buf),
                             got->len, want->len);
                  }
                checked++;
                g_array_free (want, TRUE);
                g_array_free (got, TRUE);
              }
          }
        fa_rules_free (rules);
      }
  g_test_message ("%d pieces checked", checked);
  g_free (pos);
  g_rand_free (rand);
}

/* Hand-counted vectors on other boards. */
static void
test_board_vectors (void)
{
  const FaPieceSpec *specs[] = { lookup ("N", 1), lookup ("CA", 2), lookup ("GI", 2), lookup ("RO", 2), lookup ("G", 1) };
  const char *error = NULL;
  FaPosition *pos = g_new (FaPosition, 1);
  FaMove moves[HAND_MADE_MOVES];

  /* 10x10: nightrider a1 rides b3 c5 d7 e9 and c2 e3 g4 i5. */
  FaRules *rules = fa_rules_new (10, 10, NULL, specs, 5, &error);
  g_assert_true (fa_position_set_fen (pos, rules, "10/10/10/10/10/10/10/10/10/[N]9 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 8);
  /* a giraffe (1,4) from e5 on 10x10 reaches all 8 images */
  g_assert_true (fa_position_set_fen (pos, rules, "10/10/10/10/10/4[GI]5/10/10/10/10 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 8);
  fa_rules_free (rules);

  /* 12x8: camel a1 -> b4 d2; giraffe a1 -> b5 e2; nightrider l8 (corner)
   * -> k6 j4 i2 and j7 h6 f5 d4 b3. */
  rules = fa_rules_new (12, 8, NULL, specs, 5, &error);
  g_assert_true (fa_position_set_fen (pos, rules, "12/12/12/12/12/12/12/[CA]11 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 2);
  g_assert_true (fa_position_set_fen (pos, rules, "12/12/12/12/12/12/12/[GI]11 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 2);
  g_assert_true (fa_position_set_fen (pos, rules, "11[N]/12/12/12/12/12/12/12 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 8);
  fa_rules_free (rules);

  /* Holes: a nightrider stops at a hole (c5) but jumps the ones between
   * its landing squares (b2); a grasshopper needs a piece, a hole is no
   * hurdle; the rose stops at a hole. */
  bool holes[FA_MAX_SQUARES] = { false };
  holes[4 * 8 + 2] = true; /* c5 */
  holes[1 * 8 + 1] = true; /* b2 */
  rules = fa_rules_new (8, 8, holes, specs, 5, &error);
  g_assert_true (fa_position_set_fen (pos, rules, "8/8/8/8/8/8/8/[N]7 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 4); /* b3; c2 e3 g4 */
  g_assert_true (fa_position_set_fen (pos, rules, "8/8/8/8/8/8/8/[G]7 w - -"));
  g_assert_cmpint (fa_generate_pseudo_legal (pos, moves), ==, 0);
  fa_rules_free (rules);
  g_free (pos);
}

/* ---- the attack test agrees with forward generation ---- */

/* Could `side` capture a piece standing on sq, by forward generation?
 * *reverse: what the attack test says, the piece on sq. */
static bool
forward_attack (FaPosition *pos, FaSquare sq, int side, bool *reverse)
{
  const FaRules *r = pos->rules;
  FaPiece old = pos->board[sq];
  /* a victim of the other side: a non-royal piece, so no king squares move */
  int victim_kind = fa_rules_kind_of (r, fa_piece_queen ());
  if (!old)
    fa_position_put (pos, sq, fa_piece_make (victim_kind, fa_side_bit (side ^ 1)));
  int saved_side = pos->side;
  pos->side = side;
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves);
  bool hit = false;
  for (int i = 0; i < n && !hit; i++)
    hit = fa_move_capture_square (pos, moves[i]) == sq && moves[i].type != FA_MOVE_EN_PASSANT;
  pos->side = saved_side;
  /* The attack test with the victim there too: a double hopper may hop
   * over the square on its way, which an empty square would not stop. */
  *reverse = fa_square_attacked (pos, sq, side);
  if (!old)
    fa_position_clear_square (pos, sq);
  return hit;
}

static void
test_attack_consistency (void)
{
  GRand *rand = g_rand_new_with_seed (73);
  FaPosition *pos = g_new (FaPosition, 1);
  guint64 checked = 0;
  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    for (gsize grp = 0; grp < N_GROUPS; grp++)
      {
        FaRules *rules = board_rules (&boards[b], (int) grp);
        const FaGeometry *g = &rules->geometry;
        for (int trial = 0; trial < 25; trial++)
          {
            random_position (pos, rules, rand, 3 + trial % 24);
            for (FaSquare sq = 0; sq < fa_geometry_n_squares (g); sq++)
              {
                if (!fa_square_exists (g, sq))
                  continue;
                for (int side = 0; side < 2; side++)
                  {
                    if (fa_piece_is_side (pos->board[sq], side))
                      continue; /* nobody captures his own piece */
                    if (rules->orphan_kinds && !pos->board[sq])
                      continue; /* the victim put there would lend an orphan its moves */
                    bool reverse;
                    bool forward = forward_attack (pos, sq, side, &reverse);
                    if (forward != reverse)
                      {
                        char buf[4];
                        for (int i = 0; i < pos->n_occupied; i++)
                          g_printerr ("%s%s%s ", pos->board[pos->occupied[i]] & 2 ? "b" : "w",
                                      rules->kinds[fa_piece_kind (pos->board[pos->occupied[i]])].spec->code,
                                      fa_square_name (g, pos->occupied[i], buf));
                        g_error ("%s group %zu trial %d: %s attacked by %s: forward %d, attack test %d",
                                 boards[b].name, grp, trial, fa_square_name (g, sq, buf),
                                 side == FA_WHITE ? "White" : "Black", forward, reverse);
                      }
                    checked++;
                  }
              }
          }
        fa_rules_free (rules);
      }
  g_test_message ("%" G_GUINT64_FORMAT " squares checked", checked);
  g_free (pos);
  g_rand_free (rand);
}

/* ---- the legality filter and the check test agree with making each move ---- */

/* Puts a king of each side that has none on a free square; FALSE when
 * the side to move still has none or the other stands in check (no
 * position to test). */
static bool
place_kings (FaPosition *pos, const FaRules *rules, GRand *rand)
{
  for (int side = 0; side < 2; side++)
    for (int tries = 0; pos->king[side] == FA_NO_SQUARE && tries < 100; tries++)
      {
        FaSquare sq = (FaSquare) g_rand_int_range (rand, 0, fa_geometry_n_squares (&rules->geometry));
        if (fa_square_exists (&rules->geometry, sq) && !pos->board[sq])
          fa_position_put (pos, sq, fa_piece_make (rules->king_kind, fa_side_bit (side)));
      }
  return pos->king[pos->side] != FA_NO_SQUARE && !fa_in_check (pos, pos->side ^ 1);
}

static void
print_position (const FaPosition *pos, const FaRules *rules)
{
  for (int q = 0; q < pos->n_occupied; q++)
    {
      char nb[4];
      FaPiece pp = pos->board[pos->occupied[q]];
      g_printerr ("%s%s%s ", (pp & 3) == 3 ? "n" : (pp & 1) ? "w" : "b", rules->kinds[fa_piece_kind (pp)].spec->code,
                  fa_square_name (&rules->geometry, pos->occupied[q], nb));
    }
  g_printerr ("side %d\n", pos->side);
}

/* Makes each pseudo-legal move of pos: the check prediction, the legality
 * filter and the mate search's choice of pieces agree with what the move
 * does, and so does the count of legal moves.  what names the position in
 * a failure.  Returns the moves tested; *predicted counts the positions
 * whose checks were predicted. */
static guint64
moves_agree_when_made (FaPosition *pos, const FaRules *rules, const char *what, guint64 *predicted)
{
  FaLegality legality;
  fa_legality_init (&legality, pos);
  FaCheckInfo checks;
  fa_check_info_init (&checks, pos);
  *predicted += checks.usable;
  g_assert_cmpint (legality.in_check, ==, fa_in_check (pos, pos->side));
  FA_MOVE_LIST (moves, pos);
  int n = fa_generate_pseudo_legal (pos, moves), n_legal = 0;
  for (int i = 0; i < n; i++)
    {
      int side = pos->side;
      fa_position_make (pos, moves[i]);
      bool made = !fa_in_check (pos, side);
      bool check = fa_in_check (pos, side ^ 1);
      fa_position_unmake (pos);
      char from[4], to[4];
      fa_square_name (&rules->geometry, moves[i].from, from);
      fa_square_name (&rules->geometry, moves[i].to, to);
      if (check != fa_move_gives_check (&checks, pos, moves[i]))
        {
          print_position (pos, rules);
          g_error ("%s: %s-%s gives check %d, but the check test says otherwise (usable %d, by table %d)", what, from,
                   to, check, checks.usable, checks.by_table);
        }
      if (made != fa_legality_test (&legality, pos, moves[i]) || made != fa_move_is_legal (pos, moves[i]))
        {
          print_position (pos, rules);
          g_error ("%s: %s-%s legal %d, but the filter says otherwise (filter %d, is_legal %d)", what, from, to, made,
                   fa_legality_test (&legality, pos, moves[i]), fa_move_is_legal (pos, moves[i]));
        }
      /* A check by a piece that rules->one_move_check (or the edge, for
       * an edgehog) says cannot check from its square must be uncovered
       * (where no hopper of the mover's could be given a hurdle: the mate
       * search then generates every piece). */
      if (check && checks.usable && checks.by_table && !checks.any_sensitive
          && !fa_check_info_may_check_from (&checks, pos, moves[i].from))
        g_error ("%s: %s-%s checks, but no one-move check was foreseen", what, from, to);
      n_legal += made;
    }
  FA_MOVE_LIST (legal, pos);
  g_assert_cmpint (fa_generate_legal (pos, legal), ==, n_legal);
  g_assert_cmpint (fa_has_legal_move (pos), ==, n_legal > 0);
  return (guint64) n;
}

static void
test_legality_consistency (void)
{
  GRand *rand = g_rand_new_with_seed (2026);
  FaPosition *pos = g_new (FaPosition, 1);
  guint64 checked = 0, predicted = 0;
  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    for (gsize grp = 0; grp < N_GROUPS; grp++)
      {
        FaRules *rules = board_rules (&boards[b], (int) grp);
        for (int trial = 0; trial < 400; trial++)
          {
            random_position (pos, rules, rand, 3 + trial % 24);
            if (!place_kings (pos, rules, rand))
              continue;
            g_autofree char *what = g_strdup_printf ("%s group %zu trial %d", boards[b].name, grp, trial);
            checked += moves_agree_when_made (pos, rules, what, &predicted);
          }
        fa_rules_free (rules);
      }
  g_test_message ("%" G_GUINT64_FORMAT " moves checked", checked);
  g_free (pos);
  g_rand_free (rand);
}

/* ---- neutral units under no condition (rules->neutral_plain): a move
 * checks as in orthodox chess, a neutral unit attacking for the side
 * that moves, so the check prediction and the mate search's choice of
 * pieces must agree with making each move, as the filter must ---- */

/* Makes about a third of the units other than kings neutral. */
static void
neutralise_some (FaPosition *pos, const FaRules *rules, GRand *rand)
{
  FaSquare squares[FA_MAX_SQUARES];
  int n = 0;
  for (int i = 0; i < pos->n_occupied; i++)
    if (fa_piece_kind (pos->board[pos->occupied[i]]) != rules->king_kind && g_rand_int_range (rand, 0, 3) == 0)
      squares[n++] = pos->occupied[i];
  for (int i = 0; i < n; i++)
    {
      int kind = fa_piece_kind (pos->board[squares[i]]);
      fa_position_clear_square (pos, squares[i]);
      fa_position_put (pos, squares[i], fa_piece_make (kind, 3));
    }
}

static void
test_neutral_consistency (void)
{
  GRand *rand = g_rand_new_with_seed (2027);
  FaPosition *pos = g_new (FaPosition, 1);
  guint64 checked = 0, predicted = 0;
  for (gsize b = 0; b < G_N_ELEMENTS (boards); b++)
    for (gsize grp = 0; grp < N_GROUPS; grp++)
      {
        FaRules *rules = board_rules (&boards[b], (int) grp);
        /* as the solver sets them for neutral units and no condition */
        rules->neutral_pieces = rules->neutral_plain = rules->conditions.move_effects = true;
        for (int trial = 0; trial < 80; trial++)
          {
            random_position (pos, rules, rand, 3 + trial % 24);
            neutralise_some (pos, rules, rand);
            if (!place_kings (pos, rules, rand))
              continue;
            g_autofree char *what = g_strdup_printf ("%s group %zu trial %d (neutral)", boards[b].name, grp, trial);
            checked += moves_agree_when_made (pos, rules, what, &predicted);
          }
        fa_rules_free (rules);
      }
  g_test_message ("%" G_GUINT64_FORMAT " moves checked, %" G_GUINT64_FORMAT " positions predicted", checked,
                  predicted);
  g_assert_cmpuint (predicted, >, 1000);
  g_free (pos);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (spec_vectors); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fairy-moves/uc73/%s", spec_vectors[i].id);
      g_test_add_data_func (path, &spec_vectors[i], test_vector);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (popeye_vectors); i++)
    {
      g_autofree char *path = g_strdup_printf ("/fairy-moves/popeye/%s", popeye_vectors[i].id);
      g_test_add_data_func (path, &popeye_vectors[i], test_vector);
    }
  g_test_add_func ("/fairy-moves/empty-board-counts", test_empty_board_counts);
  g_test_add_func ("/fairy-moves/hopper-check-evasion", test_hopper_check_evasion);
  g_test_add_func ("/fairy-moves/locust-landing-square-pins", test_locust_landing_square_pins);
  g_test_add_func ("/fairy-moves/check-prediction-lines", test_check_prediction_lines);
  g_test_add_func ("/fairy-moves/castling-needs-rook", test_castling_needs_rook);
  g_test_add_func ("/fairy-moves/neutral-pieces", test_neutral_pieces);
  g_test_add_func ("/fairy-moves/board-vectors", test_board_vectors);
  g_test_add_func ("/fairy-moves/boards-against-walker", test_boards_against_walker);
  g_test_add_func ("/fairy-moves/attack-consistency", test_attack_consistency);
  g_test_add_func ("/fairy-moves/legality-consistency", test_legality_consistency);
  g_test_add_func ("/fairy-moves/neutral-consistency", test_neutral_consistency);
  return g_test_run ();
}
