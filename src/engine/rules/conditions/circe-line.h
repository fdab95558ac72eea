/* A condition line of the Circe or the Anti-Circe family as Popeye writes
 * it: a keyword ("Circe", "MirrorCirce", "FileAntiCirce", ...) and variant
 * words ("Circe Mirror RexInclusive", "AntiCirce File Cheylan",
 * "ChameleonCirce S B R Q").  The compiler (conditions.c) reads it into
 * rules, the text writer (io/popeye-text.c) into Popeye's header form. */
#pragma once

#include <stdbool.h>

#include "pieces/piece-catalogue.h"
#include "rules/conditions/conditions.h"

#define FA_MAX_CHAMELEON_CYCLE 16

typedef struct
{
  bool anti;
  FaRebirthSquare square;
  bool mirror;
  bool rex_inclusive; /* Circe only (Anti-Circe always takes kings) */
  bool cheylan;       /* Anti-Circe only */
  bool couscous;      /* Circe only */
  bool parrain;       /* Circe only */
  bool assassin;      /* Circe only */
  bool chameleon;
  /* The cycle as written (S B R Q S), none: Popeye's default. */
  int n_cycle;
  const FaPieceSpec *cycle[FA_MAX_CHAMELEON_CYCLE];
} FaCirceLine;

typedef enum
{
  FA_CIRCE_LINE_OTHER,       /* not a Circe or Anti-Circe keyword */
  FA_CIRCE_LINE_READ,
  FA_CIRCE_LINE_UNSUPPORTED, /* a variant word Faerie does not solve yet */
} FaCirceLineResult;

FaCirceLineResult fa_circe_line_read (const char *line, FaCirceLine *out);

/* The cycle's mapping, kind to kind (an open cycle closed, as Popeye
 * does): writes from[i] -> to[i], returns how many. */
int fa_circe_line_cycle (const FaCirceLine *line, const FaPieceSpec **from, const FaPieceSpec **to);

/* Popeye's header form: "Circe File Mirror RexInclusive",
 * "AntiCirce Mirror Cheylan", "Circe Chameleon Q->S->Q".  Free it. */
char *fa_circe_line_header (const FaCirceLine *line);
