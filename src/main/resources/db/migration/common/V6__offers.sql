-- Offers at a game (docs/server.md, Offers), each the side that made it ('CHO' or 'HAN') while it
-- stands, else null: a draw (it lapses when the offerer's opponent moves), a takeback (it lapses
-- at any move) and, once the game is over, a rematch. rematch is the code of the game that
-- followed as its rematch, once one did. A game aborted before both sides moved has the status
-- ABORTED: no result, no rating change.
ALTER TABLE games ADD COLUMN draw_offer VARCHAR(3);
ALTER TABLE games ADD COLUMN takeback_offer VARCHAR(3);
ALTER TABLE games ADD COLUMN rematch_offer VARCHAR(3);
ALTER TABLE games ADD COLUMN rematch VARCHAR(12);
-- The clocks as a takeback left them, no time given back: "PLY CHO_MS CHO_PERIODS HAN_MS
-- HAN_PERIODS", standing for the clocks after the game's PLY moves while it has that many (the
-- row of its last move keeps the clocks it had when that move was played).
ALTER TABLE games ADD COLUMN clocks_now VARCHAR(100);
