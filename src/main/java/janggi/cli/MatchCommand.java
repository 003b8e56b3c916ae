package janggi.cli;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.uci.UciClient;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code janggi match}: our engine against any UCI Janggi engine, our rules core as referee.
 * Games come in pairs with the same setups and the sides swapped, cycling through all sixteen
 * setup combinations.
 */
@Command(name = "match", mixinStandardHelpOptions = true,
        description = "Play our engine against a UCI Janggi engine and report W-D-L, score and Elo difference.")
final class MatchCommand implements Callable<Integer> {

    @Option(names = "--engine", required = true, paramLabel = "CMD",
            description = "The opponent's command line, e.g. /usr/games/fairy-stockfish")
    String engineCommand;

    @Option(names = "--games", defaultValue = "10", description = "Number of games (default ${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--movetime", defaultValue = "200", paramLabel = "MS",
            description = "Time per move for both engines in ms (default ${DEFAULT-VALUE}).")
    long moveTime;

    @Option(names = "--rules", defaultValue = "janggi", paramLabel = "NAME", description = "Rule set (default janggi).")
    String rules;

    @Option(names = "--level", defaultValue = "10", description = "Our engine's level, 1-10 (default ${DEFAULT-VALUE}).")
    int level;

    @Option(names = "--engine-option", paramLabel = "NAME=VALUE",
            description = "A UCI option for the opponent, e.g. 'Skill Level=10'; may be repeated.")
    List<String> engineOptions = new ArrayList<>();

    @Option(names = "--max-plies", defaultValue = "300",
            description = "Plies after which a game is decided by counting points (default ${DEFAULT-VALUE}).")
    int maxPlies;

    private int wins;
    private int draws;
    private int losses;

    @Override
    public Integer call() {
        RuleSet ruleSet = RuleSet.named(rules).orElseThrow(() -> new Main.BadInput(
                "unknown rule set '" + rules + "' (known: " + RuleSet.names() + ")"));
        if (games < 1 || moveTime < 1 || maxPlies < 1) {
            throw new Main.BadInput("--games, --movetime and --max-plies must be positive");
        }
        if (level < Engine.MIN_LEVEL || level > Engine.MAX_LEVEL) {
            throw new Main.BadInput("--level should be from 1 to 10");
        }
        for (String option : engineOptions) {
            if (!option.contains("=")) {
                throw new Main.BadInput("--engine-option '" + option + "' should be NAME=VALUE");
            }
        }
        Engine ours = new Engine();
        ours.setLevel(level);
        Setup[] setups = Setup.all();
        UciClient opponent = start(ruleSet);
        try {
            for (int g = 0; g < games; g++) {
                int pair = g / 2;
                Setup cho = setups[pair % setups.length];
                Setup han = setups[(pair / setups.length) % setups.length];
                Side oursSide = g % 2 == 0 ? Side.CHO : Side.HAN;
                Played played;
                try {
                    played = play(ours, opponent, Game.start(ruleSet, cho, han), oursSide);
                } catch (IOException e) {
                    played = new Played(GameResult.Outcome.winner(oursSide), "opponent failed: " + e.getMessage(), 0);
                    opponent.close();
                    opponent = start(ruleSet);
                }
                tally(played.outcome, oursSide);
                System.out.printf("game %d: ours=%s vs opponent=%s setups %s/%s: %s (%s) %d plies%n", g + 1,
                        oursSide.displayName(), oursSide.opponent().displayName(), cho, han,
                        played.outcome.pgn, played.reason, played.plies);
            }
        } finally {
            opponent.close();
        }
        EloEstimate elo = new EloEstimate(wins, draws, losses);
        System.out.printf(Locale.ROOT, "W-D-L (ours): %d-%d-%d, score %.1f%%, Elo %+.0f ± %.0f (95%%)%s%n",
                wins, draws, losses, 100 * elo.score(), elo.elo(), elo.margin95(),
                elo.clamped() ? " (score clamped away from 0% and 100% for the estimate)" : "");
        return 0;
    }

    private record Played(GameResult.Outcome outcome, String reason, int plies) {
    }

    private UciClient start(RuleSet ruleSet) {
        try {
            UciClient client = UciClient.start(engineCommand);
            client.setOption("UCI_Variant", ruleSet.uciVariant);
            for (String option : engineOptions) {
                int eq = option.indexOf('=');
                client.setOption(option.substring(0, eq).trim(), option.substring(eq + 1).trim());
            }
            return client;
        } catch (IOException e) {
            throw new Main.BadInput(e.getMessage());
        }
    }

    private Played play(Engine ours, UciClient opponent, Game game, Side oursSide) throws IOException {
        String startFen = Fen.of(game.startPosition());
        List<String> moves = new ArrayList<>();
        ours.newGame();
        opponent.newGame();
        while (!game.isOver() && moves.size() < maxPlies) {
            Position pos = game.position();
            int move;
            if (pos.sideToMove() == oursSide) {
                move = ours.search(pos, SearchLimits.moveTime(moveTime), SearchListener.NONE).bestMove();
            } else {
                String answer = opponent.move(startFen, moves, moveTime).move();
                try {
                    move = UciMove.parse(answer, pos);
                } catch (NotationException e) {
                    return new Played(GameResult.Outcome.winner(oursSide), "opponent's illegal move " + answer, moves.size());
                }
            }
            if (move == Move.NONE) {
                throw new IllegalStateException("our engine found no move in a game that is not over: " + Fen.of(pos));
            }
            game.play(move);
            moves.add(UciMove.of(move));
        }
        if (game.isOver()) {
            GameResult r = game.result().orElseThrow();
            return new Played(r.outcome(), r.description(), moves.size());
        }
        Position pos = game.position();
        int cho = 2 * pos.points(Side.CHO);
        int han = 2 * pos.points(Side.HAN) + RuleSet.KOMI_HALF_POINTS;
        return new Played(cho > han ? GameResult.Outcome.CHO_WINS : GameResult.Outcome.HAN_WINS,
                "adjudicated on points " + cho / 2.0 + " : " + han / 2.0 + " after " + maxPlies + " plies", moves.size());
    }

    private void tally(GameResult.Outcome outcome, Side oursSide) {
        if (outcome == GameResult.Outcome.DRAW) {
            draws++;
        } else if (outcome == GameResult.Outcome.winner(oursSide)) {
            wins++;
        } else {
            losses++;
        }
    }
}
