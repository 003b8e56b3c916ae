package janggi.server;

import org.apache.sshd.common.io.IoSession;
import org.apache.sshd.server.ServerFactoryManager;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.session.ServerSessionImpl;
import org.apache.sshd.server.session.SessionFactory;

/**
 * One SSH connection, as MINA's own log lines name it: the user name in it is whatever a client
 * sent (escape codes, line breaks, a forged log line), so it is shown escaped and cut short.
 */
final class ClubSession extends ServerSessionImpl {
    private ClubSession(ServerFactoryManager server, IoSession io) throws Exception {
        super(server, io);
    }

    /** The factory of {@code sshd}'s connections. */
    static SessionFactory factory(SshServer sshd) {
        return new SessionFactory(sshd) {
            @Override
            protected ServerSessionImpl doCreateSession(IoSession io) throws Exception {
                return new ClubSession(getServer(), io);
            }
        };
    }

    @Override
    public String toString() {
        return "session[" + ClientText.quoted(getUsername()) + "@" + getClientAddress() + "]";
    }
}
