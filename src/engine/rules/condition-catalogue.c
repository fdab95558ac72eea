#include "rules/condition-catalogue.h"

#include <glib.h>
#include <string.h>

/* The conditions of the rules specification (retractors-conditions.md):
 * Anti-Circe and its variants (section 2), the Magic Wandering Unit
 * (section 3) and the Mirador conditions (section 4).
 *
 * Two rows of the Mirador table are left out on purpose: Reflex and the
 * series-movers are play types, written in the stipulation (r#n, ser-#n),
 * not conditions.
 *
 * Spanish labels are the glossary's, verbatim; where the table gives a
 * heading and an in-text form ("FUNCTIONARYCHESS" / "Ajedrez
 * Funcionario") the in-text form.  Where it gives only an upper-case
 * heading (CIRCE, TIBET, MADRASI, REX MULTIPLEX, PIEZA REAL) the heading is
 * written in the case Spanish problemists use, so a picker does not shout.
 * Anti-Circe Cheylan, Circe Assassin and the MWU are not in the glossary:
 * their Spanish labels are ours.
 *
 * Codes are the specification's rule-id prefixes.  Where one prefix covers
 * two entries (CIR-6 Rex Inclusiv, TIB-5 Double Tibet, SEN-5 Pion Adverse)
 * or the specification has only "AC", the second code is ours: CRI, DTB,
 * SPA, and ACI ACY ACF ACM ACS for the Anti-Circe family.
 *
 * Summaries stay neutral wherever the specification marks a rule
 * AMBIGUOUS or SOURCES DISAGREE (castling, e.p., promotion choices). */
static const FaConditionSpec catalogue[] = {
  /* Circe family, by English name. */
  { "ChameleonCirce", "Chameleon Circe", "Circe Camaleón", "CHC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn changed to the next type of a cycle of types, on that type's game-array square.",
    /* The default cycle is where Popeye and the glossary disagree
     * (CHC-1); the cycle in the input settles it. */
    "optional cycle of piece codes, e.g. S B R Q S",
    true, true },
  { "Circe", "Circe", "Circe", "CIR",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit other than a king is reborn on its game-array square; if that square is occupied, it is lost.",
    "optional variant words (RexInclusive, Parrain, Chameleon, Couscous, File, Diagram, Mirror, PWC, Symmetry, Assassin): "
    "Popeye's other spelling of the Circe entries",
    true, true },
  { "CirceAssassin", "Circe Assassin", "Circe Asesino", "CAS",
    FA_CONDITION_FAMILY_CIRCE,
    "Circe in which a unit reborn on an occupied square removes the unit there; a king is in check if a capture would so remove it.",
    NULL,
    true, true },
  { "Circe RexInclusive", "Circe Rex Inclusiv", "Rex Inclusiv", "CRI",
    FA_CONDITION_FAMILY_CIRCE,
    "Circe in which kings are reborn too: a king is in check only if it could be captured without being reborn.",
    NULL,
    true, true },
  { "CouscousCirce", "Couscous Circe", "Circe Couscous", "COU",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the game-array square of the unit that captured it.",
    NULL,
    true, true },
  { "DiagramCirce", "Diagram Circe", "Circe Diagrama", "DIC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the square it occupied in the diagram.",
    NULL,
    true, true },
  { "FileCirce", "File Circe", "Circe de Columna", "FIC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the file of the capture, on its own home rank.",
    NULL,
    true, true },
  /* Mars Circe brings nothing back, but it captures from Circe's rebirth
   * square, so it sits with Circe. */
  { "MarsCirce", "Mars Circe", "Circe Marciano", "MAR",
    FA_CONDITION_FAMILY_CIRCE,
    "Nothing is reborn: a unit captures, and checks, only as if it stood on its game-array square.",
    NULL,
    true, true },
  { "MirrorCirce", "Mirror Circe", "Circe Especular", "MIC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the game-array square of the opposite colour.",
    NULL,
    true, true },
  { "ParrainCirce", "Parrain Circe", "Circe Apadrinado", "PAR",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn after the next move, displaced from the capture square as that move displaced its unit.",
    NULL,
    true, true },
  { "PWC", "Platzwechsel Circe", "Platzwechsel Circe", "PWC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the square the capturing unit has just left.",
    NULL,
    true, true },
  { "SymmetryCirce", "Symmetry Circe", "Circe Simétrico", "SYC",
    FA_CONDITION_FAMILY_CIRCE,
    "A captured unit is reborn on the square point-symmetric to the capture square about the centre of the board.",
    NULL,
    true, true },

  /* Anti-Circe family.  Calvet is the default reading (AC-3). */
  { "AntiCirce", "Anti-Circe", "Anticirce", "ACI",
    FA_CONDITION_FAMILY_ANTI_CIRCE,
    "The capturing unit, king included, goes at once to its game-array square; a capture is illegal if that square is occupied.",
    "optional Calvet (the default); Cheylan makes the AntiCirce Cheylan entry",
    true, true },
  { "AntiCirce Cheylan", "Anti-Circe Cheylan", "Anticirce Cheylan", "ACY",
    FA_CONDITION_FAMILY_ANTI_CIRCE,
    "Anti-Circe in which a unit may not capture on its own game-array square.",
    NULL,
    true, true },
  { "FileAntiCirce", "File Anti-Circe", "Anticirce de columna", "ACF",
    FA_CONDITION_FAMILY_ANTI_CIRCE,
    "Anti-Circe in which the capturing unit goes to the file of the capture, on its own home rank.",
    "optional Cheylan (Calvet is the default)",
    true, true },
  { "MirrorAntiCirce", "Mirror Anti-Circe", "Anticirce especular", "ACM",
    FA_CONDITION_FAMILY_ANTI_CIRCE,
    "Anti-Circe in which the capturing unit goes to the game-array square of the opposite colour.",
    "optional Cheylan (Calvet is the default)",
    true, true },
  { "SymmetryAntiCirce", "Symmetry Anti-Circe", "Anticirce simétrico", "ACS",
    FA_CONDITION_FAMILY_ANTI_CIRCE,
    "Anti-Circe in which the capturing unit goes to the square point-symmetric to the capture square.",
    "optional Cheylan (Calvet is the default)",
    true, true },

  /* Colour changes. */
  { "AndernachChess", "Andernach chess", "condición Andernach", "AND",
    FA_CONDITION_FAMILY_CAPTURE,
    "A capturing unit other than a king changes colour on arrival.",
    NULL,
    true, true },
  { "AntiAndernachChess", "Anti-Andernach chess", "AntiAndernachChess", "AAN",
    FA_CONDITION_FAMILY_CAPTURE,
    "A unit other than a king changes colour after each of its non-capturing moves.",
    NULL,
    true, true },
  { "DoubleTibet", "Double Tibet", "Doble Tibet", "DTB",
    FA_CONDITION_FAMILY_CAPTURE,
    "Tibet for both sides: a unit other than a king that captures an enemy unit of another type changes colour.",
    NULL,
    true, true },
  { "Tibet", "Tibet", "Tibet", "TIB",
    FA_CONDITION_FAMILY_CAPTURE,
    "A black unit other than the king that captures a white unit of another type becomes white.",
    NULL,
    true, true },

  /* Observation and paralysis. */
  { "FunctionaryChess", "Functionary chess", "Ajedrez Funcionario", "FUN",
    FA_CONDITION_FAMILY_PARALYSIS,
    "A unit, king included, may move, capture or give check only while an enemy unit observes it.",
    NULL,
    true, true },
  /* Madrasi Rex Inclusiv is one row of the Mirador table with Madrasi, so
   * it is a parameter here, unlike Circe's, which has a row of its own. */
  { "Madrasi", "Madrasi", "Madrasi", "MAD",
    FA_CONDITION_FAMILY_PARALYSIS,
    "A unit other than a king observed by an enemy unit of the same kind is paralysed: it cannot move, capture or give check.",
    "optional RexInclusive: kings paralyse and are paralysed too",
    true, true },

  /* Move choice.  The glossary's maximummer side is Black; Popeye's plain
   * "Maximummer" binds the defending side instead, so the keyword is the
   * one that means Black whatever the stipulation. */
  { "BlackMaximummer", "Maximummer", "condición Máximum", "MAX",
    FA_CONDITION_FAMILY_MOVE_CHOICE,
    "Black must play one of its geometrically longest legal moves.",
    NULL,
    true, true },
  /* The side is in Popeye's keyword: White's is an entry of its own, so
   * that the picker chooses the side (both may be ticked). */
  { "WhiteMaximummer", "White Maximummer", "condición Máximum de las blancas", "MXW",
    FA_CONDITION_FAMILY_MOVE_CHOICE,
    "White must play one of its geometrically longest legal moves.",
    NULL,
    true, true },

  /* Board conditions. */
  { "BichromChess", "Bichrome chess", "Ajedrez Bicromático", "BIC",
    FA_CONDITION_FAMILY_BOARD,
    "Every move must go to a square of the other colour.",
    NULL,
    true, true },
  { "GravitationalChess", "Gravitational chess", "Ajedrez Gravitacional", "GRA",
    FA_CONDITION_FAMILY_BOARD,
    "After its move a queen, rook, bishop or knight falls one square towards its own side.",
    NULL,
    false, true },
  { "KoeKo", "KöKo (Kölner Kontakt)", "Ajedrez de Contacto de Colonia", "KOK",
    FA_CONDITION_FAMILY_BOARD,
    "A move is legal only if every unit that moved ends next to another unit.",
    "optional Neighbour and a piece walk (e.g. Neighbour N) that redefines contact; by default the eight king-wise neighbours",
    true, true },
  { "MonochromChess", "Monochrome chess", "Ajedrez Monocromático", "MON",
    FA_CONDITION_FAMILY_BOARD,
    "Every move must go to a square of the same colour.",
    NULL,
    true, true },

  /* After-move effects. */
  { "MWU", "Magic Wandering Unit", "Unidad Mágica Errante", "MWU",
    FA_CONDITION_FAMILY_AFTER_MOVE,
    "One unit other than a king changes colour after each of its moves; a unit other than a king that captures it takes over the power.",
    "TypeI or TypeII (the default): how it goes with Anti-Circe; the unit is marked in the pieces, White MWU Sc1",
    false, true },
  { "Sentinelles", "Sentinelles", "Centinelas", "SEN",
    FA_CONDITION_FAMILY_AFTER_MOVE,
    "A unit other than a pawn leaving a square on ranks 2 to 7 leaves a pawn of its own colour behind.",
    "optional PionNeutre, ParaSentinelles or Berolina (a Berolina pawn is left; PionAdvers makes the Sentinelles "
    "PionAdvers entry); "
    "MaximumWhite, MaximumBlack or MaximumTotal and a number",
    true, true },
  { "Sentinelles PionAdvers", "Sentinelles Pion Adverse", "Sentinelles PionAdvers", "SPA",
    FA_CONDITION_FAMILY_AFTER_MOVE,
    "Sentinelles in which the pawn left behind is of the opponent's colour.",
    "optional ParaSentinelles or Berolina; MaximumWhite, MaximumBlack or MaximumTotal and a number",
    true, true },

  /* Kings and royal pieces. */
  { "RexMultiplex", "Rex Multiplex", "Rex Multiplex", "RXM",
    FA_CONDITION_FAMILY_ROYALTY,
    "A side may have several kings; mate needs all of them mated at once.",
    NULL,
    false, true },
  /* Popeye knows royal pieces, but as a piece attribute, not a condition:
   * a writer of Popeye input must not put this keyword in the condition
   * line. */
  { "Royal", "Royal piece", "Pieza Real", "ROY",
    FA_CONDITION_FAMILY_ROYALTY,
    "A unit of any kind plays the role of the king: it may not be left attacked, and mate and stalemate refer to it.",
    "not a Popeye condition: the piece attribute Royal, written before the piece in the piece list (White Royal Qd4)",
    true, true },
};

const FaConditionSpec *
fa_condition_catalogue (size_t *n_out)
{
  *n_out = G_N_ELEMENTS (catalogue);
  return catalogue;
}

const FaConditionSpec *
fa_condition_lookup (const char *keyword)
{
  if (keyword == NULL)
    return NULL;
  for (size_t i = 0; i < G_N_ELEMENTS (catalogue); i++)
    if (g_ascii_strcasecmp (catalogue[i].keyword, keyword) == 0)
      return &catalogue[i];
  return NULL;
}

static const char *const family_names[FA_N_CONDITION_FAMILIES][2] = {
  [FA_CONDITION_FAMILY_CIRCE] = { "Circe family", "Familia Circe" },
  [FA_CONDITION_FAMILY_ANTI_CIRCE] = { "Anti-Circe family", "Familia Anticirce" },
  [FA_CONDITION_FAMILY_CAPTURE] = { "Colour changes", "Cambios de color" },
  [FA_CONDITION_FAMILY_PARALYSIS] = { "Observation and paralysis", "Observación y parálisis" },
  [FA_CONDITION_FAMILY_MOVE_CHOICE] = { "Move choice", "Elección de la jugada" },
  [FA_CONDITION_FAMILY_BOARD] = { "Board conditions", "Condiciones de tablero" },
  [FA_CONDITION_FAMILY_AFTER_MOVE] = { "After-move effects", "Efectos tras la jugada" },
  [FA_CONDITION_FAMILY_ROYALTY] = { "Kings and royal pieces", "Reyes y piezas reales" },
};

const char *
fa_condition_family_name (FaConditionFamily family)
{
  if ((unsigned) family >= FA_N_CONDITION_FAMILIES)
    return NULL;
  return family_names[family][0];
}

const char *
fa_condition_family_name_es (FaConditionFamily family)
{
  if ((unsigned) family >= FA_N_CONDITION_FAMILIES)
    return NULL;
  return family_names[family][1];
}

bool
fa_condition_line_is (const char *line, const char *keyword)
{
  size_t len = strlen (keyword);
  return g_ascii_strncasecmp (line, keyword, len) == 0 && (line[len] == '\0' || line[len] == ' ');
}

const FaConditionSpec *
fa_condition_of_line (const char *line)
{
  const FaConditionSpec *best = NULL;
  for (size_t i = 0; i < G_N_ELEMENTS (catalogue); i++)
    if (fa_condition_line_is (line, catalogue[i].keyword)
        && (!best || strlen (catalogue[i].keyword) > strlen (best->keyword)))
      best = &catalogue[i];
  return best;
}

/* The summaries in Spanish, for a legend or picker in that language: our
 * own wording of the rules, in the glossary's terms (pieza, casilla de
 * origen, renacer). */
/* A text of an entry in Spanish, by the entry's keyword. */
typedef struct
{
  const char *keyword, *text;
} SpanishText;

static const SpanishText summaries_es[] = {
  { "ChameleonCirce", "La pieza capturada renace convertida en el tipo siguiente de un ciclo de tipos, en la casilla de origen de ese tipo." },
  { "Circe", "La pieza capturada, salvo el rey, renace en su casilla de origen; si esa casilla está ocupada, desaparece." },
  { "CirceAssassin", "Circe en que la pieza que renace en una casilla ocupada elimina la pieza que hay en ella; un rey está en jaque si una captura lo eliminaría así." },
  { "Circe RexInclusive", "Circe en que también renacen los reyes: un rey está en jaque solo si podría ser capturado sin renacer." },
  { "CouscousCirce", "La pieza capturada renace en la casilla de origen de la pieza que la capturó." },
  { "DiagramCirce", "La pieza capturada renace en la casilla que ocupaba en el diagrama." },
  { "FileCirce", "La pieza capturada renace en la columna de la captura, en su propia fila inicial." },
  { "MarsCirce", "Nada renace: una pieza captura, y da jaque, solo como si estuviera en su casilla de origen." },
  { "MirrorCirce", "La pieza capturada renace en la casilla de origen del color contrario." },
  { "ParrainCirce", "La pieza capturada renace tras la jugada siguiente, desplazada desde la casilla de captura como esa jugada desplazó a su pieza." },
  { "PWC", "La pieza capturada renace en la casilla que acaba de dejar la pieza que captura." },
  { "SymmetryCirce", "La pieza capturada renace en la casilla simétrica de la de captura respecto del centro del tablero." },
  { "AntiCirce", "La pieza que captura, rey incluido, pasa en el acto a su casilla de origen; la captura es ilegal si esa casilla está ocupada." },
  { "AntiCirce Cheylan", "Anticirce en que una pieza no puede capturar en su propia casilla de origen." },
  { "FileAntiCirce", "Anticirce en que la pieza que captura pasa a la columna de la captura, en su propia fila inicial." },
  { "MirrorAntiCirce", "Anticirce en que la pieza que captura pasa a la casilla de origen del color contrario." },
  { "SymmetryAntiCirce", "Anticirce en que la pieza que captura pasa a la casilla simétrica de la de captura." },
  { "AndernachChess", "Una pieza que captura, salvo el rey, cambia de color al llegar." },
  { "AntiAndernachChess", "Una pieza, salvo el rey, cambia de color tras cada una de sus jugadas sin captura." },
  { "DoubleTibet", "Tibet para ambos bandos: una pieza, salvo el rey, que captura una pieza enemiga de otro tipo cambia de color." },
  { "Tibet", "Una pieza negra, salvo el rey, que captura una pieza blanca de otro tipo se vuelve blanca." },
  { "FunctionaryChess", "Una pieza, rey incluido, puede mover, capturar o dar jaque solo mientras una pieza enemiga la observa." },
  { "Madrasi", "Una pieza, salvo el rey, observada por una pieza enemiga del mismo tipo queda paralizada: no puede mover, capturar ni dar jaque." },
  { "BlackMaximummer", "Las negras deben jugar una de sus jugadas legales geométricamente más largas." },
  { "WhiteMaximummer", "Las blancas deben jugar una de sus jugadas legales geométricamente más largas." },
  { "BichromChess", "Toda jugada debe ir a una casilla del otro color." },
  { "GravitationalChess", "Tras su jugada, una dama, torre, alfil o caballo cae una casilla hacia su propio lado." },
  { "KoeKo", "Una jugada solo es legal si toda pieza que se movió termina junto a otra pieza." },
  { "MonochromChess", "Toda jugada debe ir a una casilla del mismo color." },
  { "MWU", "Una pieza, salvo el rey, cambia de color tras cada una de sus jugadas; la pieza que la captura, salvo el rey, hereda el poder." },
  { "Sentinelles", "Una pieza que no es un peón, al dejar una casilla de las filas 2 a 7, deja allí un peón de su color." },
  { "Sentinelles PionAdvers", "Sentinelles en que el peón que queda es del color contrario." },
  { "RexMultiplex", "Un bando puede tener varios reyes; el mate exige que todos queden en mate a la vez." },
  { "Royal", "Una pieza de cualquier tipo hace de rey: no puede quedar atacada, y el mate y el ahogado se refieren a ella." },
};

/* What may follow the keyword, in Spanish (the words themselves are
 * Popeye's, untranslated). */
static const SpanishText parameters_es[] = {
  { "ChameleonCirce", "opcional: ciclo de códigos de piezas, p. ej. S B R Q S" },
  { "Circe", "opcional: palabras de variante (RexInclusive, Parrain, Chameleon, Couscous, File, Diagram, Mirror, PWC, "
             "Symmetry, Assassin): otra forma de escribir las entradas de Circe de Popeye" },
  { "AntiCirce", "opcional: Calvet (por defecto); Cheylan da la entrada AntiCirce Cheylan" },
  { "FileAntiCirce", "opcional: Cheylan (Calvet por defecto)" },
  { "MirrorAntiCirce", "opcional: Cheylan (Calvet por defecto)" },
  { "SymmetryAntiCirce", "opcional: Cheylan (Calvet por defecto)" },
  { "Madrasi", "opcional: RexInclusive: los reyes también paralizan y quedan paralizados" },
  { "KoeKo", "opcional: Neighbour y un movimiento de pieza (p. ej. Neighbour N) que redefine el contacto; por defecto, "
             "las ocho casillas vecinas del rey" },
  { "MWU", "TypeI o TypeII (por defecto): cómo se combina con Anticirce; la pieza se marca entre las piezas, White MWU Sc1" },
  { "Sentinelles", "opcional: PionNeutre, ParaSentinelles o Berolina (queda un peón Berolina; PionAdvers da la entrada "
                   "Sentinelles PionAdvers); MaximumWhite, MaximumBlack o MaximumTotal y un número" },
  { "Sentinelles PionAdvers", "opcional: ParaSentinelles o Berolina; MaximumWhite, MaximumBlack o MaximumTotal y un "
                              "número" },
  { "Royal", "no es una condición de Popeye: el atributo Royal de una pieza, escrito delante de ella en la lista de piezas "
             "(White Royal Qd4)" },
};

static bool
is_spanish (const char *language)
{
  return language && g_ascii_strncasecmp (language, "es", 2) == 0;
}

/* The entry's text in the table when the language is Spanish, else (or
 * when the table lacks it) the English one. */
static const char *
in_language (const SpanishText *table, size_t n, const FaConditionSpec *spec, const char *english, const char *language)
{
  if (english && is_spanish (language))
    for (size_t i = 0; i < n; i++)
      if (strcmp (table[i].keyword, spec->keyword) == 0)
        return table[i].text;
  return english;
}

const char *
fa_condition_parameters_in (const FaConditionSpec *spec, const char *language)
{
  return in_language (parameters_es, G_N_ELEMENTS (parameters_es), spec, spec->parameters, language);
}

const char *
fa_condition_summary_in (const FaConditionSpec *spec, const char *language)
{
  return in_language (summaries_es, G_N_ELEMENTS (summaries_es), spec, spec->summary, language);
}

const char *
fa_condition_name_in (const FaConditionSpec *spec, const char *language)
{
  return is_spanish (language) ? spec->name_es : spec->name_en;
}
