import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/** A ledger daemon: 24 idle pool workers, a flusher, and two transfer threads that take the same two account locks in opposite order. */
public class LedgerDaemon {
    static final Object ACCOUNT_4417 = new Object();
    static final Object ACCOUNT_7781 = new Object();

    static void transfer(Object from, Object to, String name) {
        synchronized (from) {
            sleep(200);
            synchronized (to) {
                System.out.println(name + " done");
            }
        }
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(24);
        for (int i = 0; i < 24; i++) {
            pool.submit(() -> sleep(1));
        }
        Thread flusher = new Thread(() -> { while (true) { sleep(1000); } }, "journal-flusher");
        flusher.setDaemon(true);
        flusher.start();
        new Thread(() -> transfer(ACCOUNT_4417, ACCOUNT_7781, "transfer-4417-to-7781"), "transfer-4417-to-7781").start();
        new Thread(() -> transfer(ACCOUNT_7781, ACCOUNT_4417, "transfer-7781-to-4417"), "transfer-7781-to-4417").start();
        Thread.sleep(1500);
        System.out.println("ready");
        pool.awaitTermination(1, TimeUnit.DAYS);
    }
}
