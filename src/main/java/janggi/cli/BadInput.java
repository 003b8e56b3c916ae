package janggi.cli;

/** Input the user must correct; reported as one line on stderr with exit status {@link Main#BAD_INPUT}. */
final class BadInput extends RuntimeException {
    BadInput(String message) {
        super(message);
    }
}
